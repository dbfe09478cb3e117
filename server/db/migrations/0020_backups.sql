CREATE TABLE "backups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"file" text,
	"size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_state_check" CHECK ("backups"."state" in ('pending', 'sending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_slot_key" ON "backups" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backups_due_idx" ON "backups" USING btree ("next_attempt_at") WHERE "backups"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "backups_finished_idx" ON "backups" USING btree ("finished_at");