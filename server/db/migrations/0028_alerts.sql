CREATE TABLE "alert_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"alert_id" bigint,
	"user_id" integer,
	"day" text,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_mails_kind_check" CHECK ("alert_mails"."kind" in ('alert', 'digest')),
	CONSTRAINT "alert_mails_status_check" CHECK ("alert_mails"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "alert_rolls" (
	"alert_id" bigint NOT NULL,
	"roll_no" text NOT NULL,
	"report_no" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rolls_alert_id_roll_no_pk" PRIMARY KEY("alert_id","roll_no")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"repeat_k" smallint NOT NULL,
	"repeat_n" smallint NOT NULL,
	"repeat_hours" smallint NOT NULL,
	"grade3" boolean NOT NULL,
	"supplier_lot_k" smallint NOT NULL,
	"cc_lot_rejected" boolean NOT NULL,
	"supervisor_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "alert_settings_single_row" CHECK ("alert_settings"."id" = 1),
	CONSTRAINT "alert_settings_k_within_n" CHECK ("alert_settings"."repeat_k" between 2 and "alert_settings"."repeat_n"),
	CONSTRAINT "alert_settings_n" CHECK ("alert_settings"."repeat_n" between 2 and 20),
	CONSTRAINT "alert_settings_hours" CHECK ("alert_settings"."repeat_hours" between 1 and 168),
	CONSTRAINT "alert_settings_lot_k" CHECK ("alert_settings"."supplier_lot_k" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject" text NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"defect" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"roll_count" integer DEFAULT 0 NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" text,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolve_note" text,
	CONSTRAINT "alerts_rule_check" CHECK ("alerts"."rule" in ('repeatDefect', 'grade3', 'supplierLot', 'ccLotRejected')),
	CONSTRAINT "alerts_subject_kind_check" CHECK ("alerts"."subject_kind" in ('machine', 'supplier', 'ccLot')),
	CONSTRAINT "alerts_state_check" CHECK ("alerts"."state" in ('open', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "digest_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hour" smallint NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_hour" CHECK ("digest_subscriptions"."hour" between 0 and 23),
	CONSTRAINT "digest_subscriptions_language" CHECK ("digest_subscriptions"."language" in ('en', 'ta'))
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rolls" ADD CONSTRAINT "alert_rolls_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_mails_digest_key" ON "alert_mails" USING btree ("user_id","day") WHERE "alert_mails"."kind" = 'digest';--> statement-breakpoint
CREATE INDEX "alert_mails_due_idx" ON "alert_mails" USING btree ("next_attempt_at") WHERE "alert_mails"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "alert_rolls_added_idx" ON "alert_rolls" USING btree ("alert_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_active_key" ON "alerts" USING btree ("rule","subject","lot","defect") WHERE "alerts"."state" <> 'resolved';--> statement-breakpoint
CREATE INDEX "alerts_state_idx" ON "alerts" USING btree ("state","last_seen_at");--> statement-breakpoint
CREATE INDEX "alerts_subject_idx" ON "alerts" USING btree ("subject","raised_at");--> statement-breakpoint
CREATE INDEX "alerts_resolved_idx" ON "alerts" USING btree ("rule","subject","lot","defect","resolved_at") WHERE "alerts"."state" = 'resolved';--> statement-breakpoint
CREATE INDEX "digest_subscriptions_hour_idx" ON "digest_subscriptions" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "qi_rolls_machine_idx" ON "qi_rolls" USING btree ("machine","created_at") WHERE "qi_rolls"."stage" = 'greige' and "qi_rolls"."machine" is not null;--> statement-breakpoint
-- Alerts and a machine's page are new pages: the seeded roles that act on the floor get them, as a new install's do.
INSERT INTO "role_pages" ("role", "page")
SELECT "name", 'alerts' FROM "roles" WHERE "name" IN ('admin', 'inspector', 'production')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_pages" ("role", "page")
SELECT "name", 'machine-view' FROM "roles" WHERE "name" IN ('admin', 'inspector', 'production', 'viewer')
ON CONFLICT DO NOTHING;
