CREATE TABLE "erp_connector" (
	"id" integer PRIMARY KEY NOT NULL,
	"check_of" text,
	"checked_at" timestamp with time zone,
	"check_user" text,
	"check_error" text,
	"sync_started_at" timestamp with time zone,
	"sync_finished_at" timestamp with time zone,
	CONSTRAINT "erp_connector_one_row" CHECK ("erp_connector"."id" = 1)
);
