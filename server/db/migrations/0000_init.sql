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
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_pages" ADD CONSTRAINT "role_pages_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "operators_name_lower_idx" ON "operators" USING btree (lower("name"));