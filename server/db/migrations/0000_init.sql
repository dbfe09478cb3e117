CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_pages" (
	"role" text NOT NULL,
	"page" text NOT NULL,
	CONSTRAINT "role_pages_role_page_pk" PRIMARY KEY("role","page")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "items" (
	"item_code" text PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"item_group" text NOT NULL,
	"quality" text NOT NULL,
	"yarn_count" text,
	"composition" text,
	"gsm" integer,
	"width_cm" integer,
	"dia_in" integer,
	"uom" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_item_group_check" CHECK ("items"."item_group" in ('Fabric', 'Collar', 'Cuff', 'Yarn', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"make" text,
	"gauge" integer,
	"dia_in" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "machines_kind_check" CHECK ("machines"."kind" in ('circular', 'flat', 'inspection_table'))
);
--> statement-breakpoint
CREATE TABLE "mistake_types" (
	"name" text PRIMARY KEY NOT NULL,
	"default_points" integer NOT NULL,
	"continuous" boolean DEFAULT false NOT NULL,
	"is_hole" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"applies_to" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mistake_types_points_check" CHECK ("mistake_types"."default_points" between 1 and 4),
	CONSTRAINT "mistake_types_applies_to_check" CHECK ("mistake_types"."applies_to" in ('fabric', 'collarCuff', 'both'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"name" text PRIMARY KEY NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_group" text NOT NULL,
	"city" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"name" text PRIMARY KEY NOT NULL,
	"warehouse_group" text NOT NULL,
	"is_job_work" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"name" text PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_group" text NOT NULL,
	"territory" text NOT NULL,
	"gstin" text,
	"segment" text,
	"city" text,
	"mobile_no" text,
	"email_id" text,
	"synced_to_erp" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_type_check" CHECK ("customers"."customer_type" in ('Company', 'Individual'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"employee_name" text NOT NULL,
	"designation" text NOT NULL,
	"department" text NOT NULL,
	"company_email" text,
	"active" boolean DEFAULT true NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"employee_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"po_no" text NOT NULL,
	"idx" integer NOT NULL,
	"item_code" text NOT NULL,
	"colour" text,
	"qty_kg" numeric(12, 3) NOT NULL,
	"received_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"uom" text DEFAULT 'Kg' NOT NULL,
	CONSTRAINT "purchase_order_items_po_no_idx_pk" PRIMARY KEY("po_no","idx")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"po_no" text PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('To Receive and Bill', 'To Receive', 'To Bill', 'Completed', 'Closed', 'On Hold'))
);
--> statement-breakpoint
CREATE TABLE "subcontracting_order_items" (
	"so_no" text NOT NULL,
	"idx" integer NOT NULL,
	"item_code" text NOT NULL,
	"colour" text,
	"qty_kg" numeric(12, 3) NOT NULL,
	"received_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"uom" text DEFAULT 'Kg' NOT NULL,
	CONSTRAINT "subcontracting_order_items_so_no_idx_pk" PRIMARY KEY("so_no","idx")
);
--> statement-breakpoint
CREATE TABLE "subcontracting_orders" (
	"so_no" text PRIMARY KEY NOT NULL,
	"po_no" text,
	"supplier" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcontracting_orders_status_check" CHECK ("subcontracting_orders"."status" in ('Open', 'Partial Material Transferred', 'Material Transferred', 'Partially Received', 'Completed', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"batch_no" text PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"colour" text,
	"lot" text,
	"warehouse" text,
	"rolls" integer DEFAULT 0 NOT NULL,
	"qty_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"created_on" date NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_rolls_check" CHECK ("batches"."rolls" >= 0)
);
--> statement-breakpoint
CREATE TABLE "indents" (
	"indent_no" text PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"date" date NOT NULL,
	"qty_kg" numeric(12, 3) NOT NULL,
	"ordered_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indents_status_check" CHECK ("indents"."status" in ('Pending', 'Partially Ordered', 'Ordered', 'Stopped'))
);
--> statement-breakpoint
CREATE TABLE "job_cards" (
	"jc_no" text PRIMARY KEY NOT NULL,
	"wo_no" text NOT NULL,
	"date" date NOT NULL,
	"operation" text NOT NULL,
	"machine" text,
	"item_code" text NOT NULL,
	"for_qty_kg" numeric(12, 3) NOT NULL,
	"completed_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_cards_status_check" CHECK ("job_cards"."status" in ('Open', 'Work In Progress', 'On Hold', 'Completed'))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"wo_no" text PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"date" date NOT NULL,
	"qty_kg" numeric(12, 3) NOT NULL,
	"produced_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('Not Started', 'In Process', 'Completed', 'Stopped', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"call_name" text NOT NULL,
	"body_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_band_overrides" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"grade1_below" double precision NOT NULL,
	"grade3_above" double precision NOT NULL,
	CONSTRAINT "grade_band_overrides_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "grade_band_overrides_scope_check" CHECK ("grade_band_overrides"."scope" in ('item', 'customer')),
	CONSTRAINT "grade_band_overrides_band_order" CHECK ("grade_band_overrides"."grade1_below" <= "grade_band_overrides"."grade3_above")
);
--> statement-breakpoint
CREATE TABLE "mill_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"grade1_below" double precision NOT NULL,
	"grade3_above" double precision NOT NULL,
	"gsm_tolerance_pct" double precision NOT NULL,
	"width_tolerance_pct" double precision NOT NULL,
	"tolerance_lowers_grade" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "mill_settings_single_row" CHECK ("mill_settings"."id" = 1),
	CONSTRAINT "mill_settings_band_order" CHECK ("mill_settings"."grade1_below" <= "mill_settings"."grade3_above")
);
--> statement-breakpoint
CREATE TABLE "finish_rolls" (
	"finish_roll_no" text PRIMARY KEY NOT NULL,
	"greige_roll_no" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greige_rolls" (
	"roll_no" text PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"kg" numeric(12, 3) NOT NULL,
	"gsm" numeric(12, 2),
	"width_cm" numeric(12, 2),
	"dia_in" integer,
	"machine" text,
	"operator" text,
	"shift" text,
	"produced_on" date NOT NULL,
	"source_kind" text,
	"source_doc_no" text,
	"work_order_no" text,
	"supplier" text,
	"stage" text DEFAULT 'greige' NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "greige_rolls_kg_check" CHECK ("greige_rolls"."kg" >= 0),
	CONSTRAINT "greige_rolls_stage_check" CHECK ("greige_rolls"."stage" in ('greige', 'dyeing', 'finish'))
);
--> statement-breakpoint
CREATE TABLE "qi_mistakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"mistake" text NOT NULL,
	"points" integer NOT NULL,
	"length_mm" numeric(12, 1),
	"continuous_m" numeric(12, 2),
	"position_m" numeric(12, 2),
	"scored_points" integer NOT NULL,
	"client_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qi_mistakes_points_check" CHECK ("qi_mistakes"."points" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "qi_reports" (
	"report_no" text PRIMARY KEY NOT NULL,
	"report_date" date NOT NULL,
	"stage" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_doc_no" text,
	"supplier" text,
	"item_code" text NOT NULL,
	"colour" text,
	"lot" text,
	"inspector" text NOT NULL,
	"table_name" text NOT NULL,
	"remarks" text,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"verdict" text,
	"inspector_verdict" text,
	"rolls" integer DEFAULT 0 NOT NULL,
	"total_kg" numeric(12, 3) DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"total_area_m2" numeric(12, 3) DEFAULT 0 NOT NULL,
	"points_100m2" numeric(12, 2),
	"grade" integer,
	"client_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "qi_reports_status_check" CHECK ("qi_reports"."status" in ('ongoing', 'completed')),
	CONSTRAINT "qi_reports_stage_check" CHECK ("qi_reports"."stage" in ('greige', 'finish'))
);
--> statement-breakpoint
CREATE TABLE "qi_rolls" (
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"greige_roll_no" text NOT NULL,
	"finish_roll_no" text,
	"report_date" date NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"item_code" text NOT NULL,
	"kg" numeric(12, 3) NOT NULL,
	"gsm_spec" numeric(12, 2),
	"gsm_tolerance_pct" numeric(12, 2),
	"gsm_measured" numeric(12, 2),
	"width_spec_cm" numeric(12, 2),
	"width_start_cm" numeric(12, 2),
	"width_middle_cm" numeric(12, 2),
	"width_end_cm" numeric(12, 2),
	"width_measured_cm" numeric(12, 2),
	"length_m" numeric(12, 2),
	"shade" text,
	"remarks" text,
	"operator" text,
	"machine" text,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric(12, 3),
	"points_100m2" numeric(12, 2),
	"points_100yd2" numeric(12, 2),
	"grade" integer,
	"client_id" uuid,
	"summary_client_id" uuid,
	"summarised_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qi_rolls_report_no_roll_no_pk" PRIMARY KEY("report_no","roll_no"),
	CONSTRAINT "qi_rolls_kg_check" CHECK ("qi_rolls"."kg" >= 0),
	CONSTRAINT "qi_rolls_grade_check" CHECK ("qi_rolls"."grade" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_pages" ADD CONSTRAINT "role_pages_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mill_settings" ADD CONSTRAINT "mill_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finish_rolls" ADD CONSTRAINT "finish_rolls_greige_roll_no_greige_rolls_roll_no_fk" FOREIGN KEY ("greige_roll_no") REFERENCES "public"."greige_rolls"("roll_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greige_rolls" ADD CONSTRAINT "greige_rolls_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qi_mistakes" ADD CONSTRAINT "qi_mistakes_mistake_mistake_types_name_fk" FOREIGN KEY ("mistake") REFERENCES "public"."mistake_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "qi_mistakes" ADD CONSTRAINT "qi_mistakes_roll_fk" FOREIGN KEY ("report_no","roll_no") REFERENCES "public"."qi_rolls"("report_no","roll_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "qi_reports" ADD CONSTRAINT "qi_reports_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qi_rolls" ADD CONSTRAINT "qi_rolls_report_no_qi_reports_report_no_fk" FOREIGN KEY ("report_no") REFERENCES "public"."qi_reports"("report_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qi_rolls" ADD CONSTRAINT "qi_rolls_greige_roll_no_greige_rolls_roll_no_fk" FOREIGN KEY ("greige_roll_no") REFERENCES "public"."greige_rolls"("roll_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "items_name_lower_idx" ON "items" USING btree (lower("item_name"));--> statement-breakpoint
CREATE INDEX "items_group_idx" ON "items" USING btree ("item_group","item_name");--> statement-breakpoint
CREATE INDEX "items_modified_idx" ON "items" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "machines_kind_idx" ON "machines" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "mistake_types_scope_idx" ON "mistake_types" USING btree ("applies_to","sort_order");--> statement-breakpoint
CREATE INDEX "suppliers_name_lower_idx" ON "suppliers" USING btree (lower("supplier_name"));--> statement-breakpoint
CREATE INDEX "warehouses_group_idx" ON "warehouses" USING btree ("warehouse_group");--> statement-breakpoint
CREATE INDEX "warehouses_jv_idx" ON "warehouses" USING btree ("is_job_work");--> statement-breakpoint
CREATE INDEX "customers_name_lower_idx" ON "customers" USING btree (lower("customer_name"));--> statement-breakpoint
CREATE INDEX "customers_segment_idx" ON "customers" USING btree ("segment");--> statement-breakpoint
CREATE INDEX "employees_name_lower_idx" ON "employees" USING btree (lower("employee_name"));--> statement-breakpoint
CREATE INDEX "employees_designation_idx" ON "employees" USING btree ("designation");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_employee_code_key" ON "operators" USING btree ("employee_code");--> statement-breakpoint
CREATE INDEX "operators_name_lower_idx" ON "operators" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "purchase_order_items_item_idx" ON "purchase_order_items" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_date_idx" ON "purchase_orders" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "purchase_orders_date_idx" ON "purchase_orders" USING btree ("date","po_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier");--> statement-breakpoint
CREATE INDEX "purchase_orders_modified_idx" ON "purchase_orders" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "subcontracting_order_items_item_idx" ON "subcontracting_order_items" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "subcontracting_orders_status_date_idx" ON "subcontracting_orders" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "subcontracting_orders_date_idx" ON "subcontracting_orders" USING btree ("date","so_no");--> statement-breakpoint
CREATE INDEX "subcontracting_orders_po_idx" ON "subcontracting_orders" USING btree ("po_no");--> statement-breakpoint
CREATE INDEX "subcontracting_orders_supplier_idx" ON "subcontracting_orders" USING btree ("supplier");--> statement-breakpoint
CREATE INDEX "subcontracting_orders_modified_idx" ON "subcontracting_orders" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "batches_created_idx" ON "batches" USING btree ("created_on","batch_no");--> statement-breakpoint
CREATE INDEX "batches_item_idx" ON "batches" USING btree ("item_code","created_on");--> statement-breakpoint
CREATE INDEX "batches_modified_idx" ON "batches" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "indents_date_idx" ON "indents" USING btree ("date","indent_no");--> statement-breakpoint
CREATE INDEX "indents_item_idx" ON "indents" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "indents_modified_idx" ON "indents" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "job_cards_wo_idx" ON "job_cards" USING btree ("wo_no","jc_no");--> statement-breakpoint
CREATE INDEX "job_cards_status_date_idx" ON "job_cards" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "job_cards_machine_idx" ON "job_cards" USING btree ("machine");--> statement-breakpoint
CREATE INDEX "job_cards_modified_idx" ON "job_cards" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "work_orders_status_date_idx" ON "work_orders" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "work_orders_item_idx" ON "work_orders" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "work_orders_modified_idx" ON "work_orders" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "finish_rolls_greige_key" ON "finish_rolls" USING btree ("greige_roll_no");--> statement-breakpoint
CREATE INDEX "greige_rolls_produced_idx" ON "greige_rolls" USING btree ("produced_on","roll_no");--> statement-breakpoint
CREATE INDEX "greige_rolls_item_idx" ON "greige_rolls" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "greige_rolls_source_idx" ON "greige_rolls" USING btree ("source_kind","source_doc_no");--> statement-breakpoint
CREATE INDEX "greige_rolls_supplier_idx" ON "greige_rolls" USING btree ("supplier");--> statement-breakpoint
CREATE INDEX "greige_rolls_machine_idx" ON "greige_rolls" USING btree ("machine");--> statement-breakpoint
CREATE INDEX "greige_rolls_modified_idx" ON "greige_rolls" USING btree ("modified");--> statement-breakpoint
CREATE UNIQUE INDEX "qi_mistakes_client_key" ON "qi_mistakes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "qi_mistakes_roll_idx" ON "qi_mistakes" USING btree ("report_no","roll_no","id");--> statement-breakpoint
CREATE INDEX "qi_mistakes_mistake_idx" ON "qi_mistakes" USING btree ("mistake","created_at");--> statement-breakpoint
CREATE INDEX "qi_mistakes_created_idx" ON "qi_mistakes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qi_reports_client_key" ON "qi_reports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "qi_reports_date_idx" ON "qi_reports" USING btree ("report_date","report_no");--> statement-breakpoint
CREATE INDEX "qi_reports_status_date_idx" ON "qi_reports" USING btree ("status","report_date");--> statement-breakpoint
CREATE INDEX "qi_reports_verdict_date_idx" ON "qi_reports" USING btree ("verdict","report_date");--> statement-breakpoint
CREATE INDEX "qi_reports_item_idx" ON "qi_reports" USING btree ("item_code","report_date");--> statement-breakpoint
CREATE INDEX "qi_reports_supplier_idx" ON "qi_reports" USING btree ("supplier","report_date");--> statement-breakpoint
CREATE INDEX "qi_reports_inspector_idx" ON "qi_reports" USING btree ("inspector","report_date");--> statement-breakpoint
CREATE INDEX "qi_reports_table_idx" ON "qi_reports" USING btree ("table_name","report_date");--> statement-breakpoint
CREATE INDEX "qi_reports_source_idx" ON "qi_reports" USING btree ("source_kind","source_doc_no");--> statement-breakpoint
CREATE INDEX "qi_reports_completed_idx" ON "qi_reports" USING btree ("completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qi_rolls_open_roll_key" ON "qi_rolls" USING btree ("roll_no") WHERE "qi_rolls"."status" = 'ongoing';--> statement-breakpoint
CREATE UNIQUE INDEX "qi_rolls_client_key" ON "qi_rolls" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qi_rolls_summary_client_key" ON "qi_rolls" USING btree ("summary_client_id");--> statement-breakpoint
CREATE INDEX "qi_rolls_roll_idx" ON "qi_rolls" USING btree ("roll_no");--> statement-breakpoint
CREATE INDEX "qi_rolls_greige_idx" ON "qi_rolls" USING btree ("greige_roll_no");--> statement-breakpoint
CREATE INDEX "qi_rolls_date_stage_idx" ON "qi_rolls" USING btree ("report_date","stage");--> statement-breakpoint
CREATE INDEX "qi_rolls_item_idx" ON "qi_rolls" USING btree ("item_code","report_date");--> statement-breakpoint
CREATE INDEX "qi_rolls_grade_idx" ON "qi_rolls" USING btree ("grade","report_date");