CREATE TABLE "erp_site_doctypes" (
	"doctype" text PRIMARY KEY NOT NULL,
	"meta" jsonb NOT NULL,
	"lacking" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_connector" ADD COLUMN "site_time_zone" text;--> statement-breakpoint
ALTER TABLE "erp_sync_state" ADD COLUMN "cursor_names" jsonb;