CREATE TABLE "cc_finish_rolls" (
	"finish_roll_no" text PRIMARY KEY NOT NULL,
	"greige_roll_no" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_mistakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"mistake" text NOT NULL,
	"pieces" integer NOT NULL,
	"client_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cc_mistakes_pieces_check" CHECK ("cc_mistakes"."pieces" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cc_reports" (
	"report_no" text PRIMARY KEY NOT NULL,
	"report_date" date NOT NULL,
	"stage" text NOT NULL,
	"kind" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_doc_no" text,
	"supplier" text,
	"customer" text,
	"knit_report_no" text,
	"item_code" text NOT NULL,
	"colour" text,
	"size" text,
	"lot" text,
	"inspector" text NOT NULL,
	"table_name" text NOT NULL,
	"remarks" text,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"verdict" text,
	"inspector_verdict" text,
	"aql_level" text NOT NULL,
	"aql" double precision NOT NULL,
	"grade1_below" double precision NOT NULL,
	"grade3_above" double precision NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"lot_pieces" integer DEFAULT 0 NOT NULL,
	"pieces_checked" integer DEFAULT 0 NOT NULL,
	"pieces_rejected" integer DEFAULT 0 NOT NULL,
	"reject_pct" numeric(12, 2),
	"kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"code_letter" text,
	"plan_letter" text,
	"sample_size" integer,
	"accept_no" integer,
	"reject_no" integer,
	"aql_accepted" boolean,
	"grade" integer,
	"client_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "cc_reports_status_check" CHECK ("cc_reports"."status" in ('ongoing', 'completed')),
	CONSTRAINT "cc_reports_stage_check" CHECK ("cc_reports"."stage" in ('greige', 'finish')),
	CONSTRAINT "cc_reports_kind_check" CHECK ("cc_reports"."kind" in ('collar', 'cuff')),
	CONSTRAINT "cc_reports_level_check" CHECK ("cc_reports"."aql_level" in ('I', 'II', 'III')),
	CONSTRAINT "cc_reports_aql_check" CHECK ("cc_reports"."aql" in (0.65, 1, 1.5, 2.5, 4, 6.5)),
	CONSTRAINT "cc_reports_letters_check" CHECK ("cc_reports"."code_letter" in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R') and "cc_reports"."plan_letter" in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R')),
	CONSTRAINT "cc_reports_band_order" CHECK ("cc_reports"."grade1_below" <= "cc_reports"."grade3_above")
);
--> statement-breakpoint
CREATE TABLE "cc_rolls" (
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"greige_roll_no" text NOT NULL,
	"finish_roll_no" text,
	"report_date" date NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"item_code" text NOT NULL,
	"size" text,
	"pieces" integer NOT NULL,
	"checked_entered" integer DEFAULT 0 NOT NULL,
	"rejected_entered" integer DEFAULT 0 NOT NULL,
	"pieces_checked" integer DEFAULT 0 NOT NULL,
	"pieces_rejected" integer DEFAULT 0 NOT NULL,
	"reject_pct" numeric(12, 2),
	"kg" numeric(12, 3),
	"grade" integer,
	"passed" boolean,
	"remarks" text,
	"client_id" uuid,
	"summary_client_id" uuid,
	"summarised_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cc_rolls_report_no_roll_no_pk" PRIMARY KEY("report_no","roll_no"),
	CONSTRAINT "cc_rolls_pieces_check" CHECK ("cc_rolls"."pieces" >= 0),
	CONSTRAINT "cc_rolls_grade_check" CHECK ("cc_rolls"."grade" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "cc_rule_overrides" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"aql_level" text NOT NULL,
	"aql" double precision NOT NULL,
	"grade1_below" double precision NOT NULL,
	"grade3_above" double precision NOT NULL,
	CONSTRAINT "cc_rule_overrides_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "cc_rule_overrides_scope_check" CHECK ("cc_rule_overrides"."scope" in ('item', 'customer')),
	CONSTRAINT "cc_rule_overrides_level_check" CHECK ("cc_rule_overrides"."aql_level" in ('I', 'II', 'III')),
	CONSTRAINT "cc_rule_overrides_aql_check" CHECK ("cc_rule_overrides"."aql" in (0.65, 1, 1.5, 2.5, 4, 6.5)),
	CONSTRAINT "cc_rule_overrides_band_order" CHECK ("cc_rule_overrides"."grade1_below" <= "cc_rule_overrides"."grade3_above")
);
--> statement-breakpoint
CREATE TABLE "cc_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"aql_level" text NOT NULL,
	"aql" double precision NOT NULL,
	"grade1_below" double precision NOT NULL,
	"grade3_above" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "cc_settings_single_row" CHECK ("cc_settings"."id" = 1),
	CONSTRAINT "cc_settings_level_check" CHECK ("cc_settings"."aql_level" in ('I', 'II', 'III')),
	CONSTRAINT "cc_settings_aql_check" CHECK ("cc_settings"."aql" in (0.65, 1, 1.5, 2.5, 4, 6.5)),
	CONSTRAINT "cc_settings_band_order" CHECK ("cc_settings"."grade1_below" <= "cc_settings"."grade3_above")
);
--> statement-breakpoint
CREATE TABLE "knit_cc_reports" (
	"report_no" text PRIMARY KEY NOT NULL,
	"report_date" date NOT NULL,
	"machine" text NOT NULL,
	"operator" text NOT NULL,
	"shift" text NOT NULL,
	"item_code" text NOT NULL,
	"kind" text NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"job_card_no" text,
	"remarks" text,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"last_roll_seq" integer DEFAULT 0 NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"rejected_pieces" integer DEFAULT 0 NOT NULL,
	"kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"pieces_per_kg" numeric(12, 2),
	"client_id" uuid,
	"summary_client_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "knit_cc_reports_status_check" CHECK ("knit_cc_reports"."status" in ('ongoing', 'completed')),
	CONSTRAINT "knit_cc_reports_kind_check" CHECK ("knit_cc_reports"."kind" in ('collar', 'cuff')),
	CONSTRAINT "knit_cc_reports_shift_check" CHECK ("knit_cc_reports"."shift" in ('A', 'B', 'C'))
);
--> statement-breakpoint
CREATE TABLE "knit_cc_rolls" (
	"roll_no" text PRIMARY KEY NOT NULL,
	"report_no" text NOT NULL,
	"seq" integer NOT NULL,
	"report_date" date NOT NULL,
	"pieces" integer NOT NULL,
	"rejected_pieces" integer DEFAULT 0 NOT NULL,
	"kg" numeric(12, 3) NOT NULL,
	"pieces_per_kg" numeric(12, 2),
	"remarks" text,
	"client_id" uuid,
	"quality_client_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knit_cc_rolls_pieces_check" CHECK ("knit_cc_rolls"."pieces" >= 1),
	CONSTRAINT "knit_cc_rolls_rejected_check" CHECK ("knit_cc_rolls"."rejected_pieces" between 0 and "knit_cc_rolls"."pieces"),
	CONSTRAINT "knit_cc_rolls_kg_check" CHECK ("knit_cc_rolls"."kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "cc_finish_rolls" ADD CONSTRAINT "cc_finish_rolls_greige_roll_no_knit_cc_rolls_roll_no_fk" FOREIGN KEY ("greige_roll_no") REFERENCES "public"."knit_cc_rolls"("roll_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_mistakes" ADD CONSTRAINT "cc_mistakes_mistake_mistake_types_name_fk" FOREIGN KEY ("mistake") REFERENCES "public"."mistake_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cc_mistakes" ADD CONSTRAINT "cc_mistakes_roll_fk" FOREIGN KEY ("report_no","roll_no") REFERENCES "public"."cc_rolls"("report_no","roll_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cc_reports" ADD CONSTRAINT "cc_reports_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_rolls" ADD CONSTRAINT "cc_rolls_report_no_cc_reports_report_no_fk" FOREIGN KEY ("report_no") REFERENCES "public"."cc_reports"("report_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_rolls" ADD CONSTRAINT "cc_rolls_greige_roll_no_knit_cc_rolls_roll_no_fk" FOREIGN KEY ("greige_roll_no") REFERENCES "public"."knit_cc_rolls"("roll_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_settings" ADD CONSTRAINT "cc_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knit_cc_reports" ADD CONSTRAINT "knit_cc_reports_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knit_cc_rolls" ADD CONSTRAINT "knit_cc_rolls_report_no_knit_cc_reports_report_no_fk" FOREIGN KEY ("report_no") REFERENCES "public"."knit_cc_reports"("report_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cc_finish_rolls_greige_key" ON "cc_finish_rolls" USING btree ("greige_roll_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_mistakes_client_key" ON "cc_mistakes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cc_mistakes_roll_idx" ON "cc_mistakes" USING btree ("report_no","roll_no","id");--> statement-breakpoint
CREATE INDEX "cc_mistakes_mistake_idx" ON "cc_mistakes" USING btree ("mistake","created_at");--> statement-breakpoint
CREATE INDEX "cc_mistakes_created_idx" ON "cc_mistakes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_reports_client_key" ON "cc_reports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cc_reports_date_idx" ON "cc_reports" USING btree ("report_date","report_no");--> statement-breakpoint
CREATE INDEX "cc_reports_status_date_idx" ON "cc_reports" USING btree ("status","report_date","report_no");--> statement-breakpoint
CREATE INDEX "cc_reports_verdict_date_idx" ON "cc_reports" USING btree ("verdict","report_date","report_no");--> statement-breakpoint
CREATE INDEX "cc_reports_completed_idx" ON "cc_reports" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "cc_reports_item_idx" ON "cc_reports" USING btree ("item_code","report_date");--> statement-breakpoint
CREATE INDEX "cc_reports_knit_idx" ON "cc_reports" USING btree ("knit_report_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_rolls_open_roll_key" ON "cc_rolls" USING btree ("roll_no") WHERE "cc_rolls"."status" = 'ongoing';--> statement-breakpoint
CREATE UNIQUE INDEX "cc_rolls_client_key" ON "cc_rolls" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_rolls_summary_client_key" ON "cc_rolls" USING btree ("summary_client_id");--> statement-breakpoint
CREATE INDEX "cc_rolls_roll_idx" ON "cc_rolls" USING btree ("roll_no");--> statement-breakpoint
CREATE INDEX "cc_rolls_greige_idx" ON "cc_rolls" USING btree ("greige_roll_no");--> statement-breakpoint
CREATE INDEX "cc_rolls_date_stage_idx" ON "cc_rolls" USING btree ("report_date","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "knit_cc_reports_client_key" ON "knit_cc_reports" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knit_cc_reports_summary_client_key" ON "knit_cc_reports" USING btree ("summary_client_id");--> statement-breakpoint
CREATE INDEX "knit_cc_reports_date_idx" ON "knit_cc_reports" USING btree ("report_date","report_no");--> statement-breakpoint
CREATE INDEX "knit_cc_reports_status_date_idx" ON "knit_cc_reports" USING btree ("status","report_date","report_no");--> statement-breakpoint
CREATE INDEX "knit_cc_reports_machine_idx" ON "knit_cc_reports" USING btree ("machine","report_date");--> statement-breakpoint
CREATE INDEX "knit_cc_reports_item_idx" ON "knit_cc_reports" USING btree ("item_code","report_date");--> statement-breakpoint
CREATE UNIQUE INDEX "knit_cc_rolls_seq_key" ON "knit_cc_rolls" USING btree ("report_no","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "knit_cc_rolls_client_key" ON "knit_cc_rolls" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knit_cc_rolls_quality_client_key" ON "knit_cc_rolls" USING btree ("quality_client_id");--> statement-breakpoint
CREATE INDEX "knit_cc_rolls_date_idx" ON "knit_cc_rolls" USING btree ("report_date");--> statement-breakpoint
-- A stained collar or cuff is rejected too: the knit catalogue's oil stain is now tapped on both.
UPDATE "mistake_types" SET "applies_to" = 'both' WHERE "name" = 'Oil Stain' AND "applies_to" = 'fabric';
