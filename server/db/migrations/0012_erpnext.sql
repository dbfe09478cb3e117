CREATE TABLE "erp_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"doctype" text NOT NULL,
	"greige_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"site_name" text,
	"last_error" text,
	"refusal" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "erp_outbox_state_check" CHECK ("erp_outbox"."state" in ('pending', 'sending', 'sent', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "erp_sync_state" (
	"doctype" text PRIMARY KEY NOT NULL,
	"cursor_modified" text,
	"cursor_name" text,
	"rows_pulled" bigint DEFAULT 0 NOT NULL,
	"last_run_rows" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "erp_outbox_document_key" ON "erp_outbox" USING btree ("doctype","greige_id");--> statement-breakpoint
CREATE INDEX "erp_outbox_due_idx" ON "erp_outbox" USING btree ("next_attempt_at") WHERE "erp_outbox"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "erp_outbox_refused_idx" ON "erp_outbox" USING btree ("created_at") WHERE "erp_outbox"."state" = 'refused';