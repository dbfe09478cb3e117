CREATE TABLE "attendance_records" (
	"name" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"attendance_date" date NOT NULL,
	"status" text NOT NULL,
	"leave_type" text,
	"shift" text,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_status_check" CHECK ("attendance_records"."status" in ('Present', 'Absent', 'Half Day', 'On Leave', 'Work From Home', 'Holiday'))
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"address_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"address_type" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text,
	"pincode" text NOT NULL,
	"country" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"synced_to_erp" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_type_check" CHECK ("customer_addresses"."address_type" in ('Billing', 'Shipping', 'Office', 'Warehouse', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"contact_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"designation" text,
	"phone" text NOT NULL,
	"email" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"synced_to_erp" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_checkins" (
	"name" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"log_type" text,
	"device_id" text,
	"shift" text,
	"attendance_date" date NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_checkins_log_type_check" CHECK ("employee_checkins"."log_type" in ('IN', 'OUT'))
);
--> statement-breakpoint
CREATE TABLE "gate_visitors" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"pass_no" text NOT NULL,
	"client_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"company" text NOT NULL,
	"purpose" text NOT NULL,
	"host_employee" text NOT NULL,
	"host_employee_id" text NOT NULL,
	"id_proof_type" text NOT NULL,
	"id_proof_no" text NOT NULL,
	"vehicle_no" text,
	"photo" "bytea",
	"photo_type" text,
	"in_time" timestamp with time zone NOT NULL,
	"out_time" timestamp with time zone,
	"remarks" text,
	"emailed_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_by" text,
	"exited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_visitors_id_proof_check" CHECK ("gate_visitors"."id_proof_type" in ('Aadhaar', 'PAN', 'Driving licence', 'Voter ID', 'Passport', 'Company ID', 'Other')),
	CONSTRAINT "gate_visitors_photo_type_check" CHECK (("gate_visitors"."photo" is null) = ("gate_visitors"."photo_type" is null)),
	CONSTRAINT "gate_visitors_out_after_in" CHECK ("gate_visitors"."out_time" is null or "gate_visitors"."out_time" >= "gate_visitors"."in_time")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"holiday_date" date PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"weekly_off" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_scans" (
	"scan_id" text PRIMARY KEY NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"guard" text NOT NULL,
	"gate" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"remarks" text,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_scans_kind_check" CHECK ("security_scans"."kind" in ('roll', 'gatePass', 'delivery', 'other', 'batch', 'visitorPass')),
	CONSTRAINT "security_scans_status_check" CHECK ("security_scans"."status" in ('ok', 'duplicate', 'notFound', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"name" text PRIMARY KEY NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"late_grace_minutes" integer DEFAULT 10 NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_types_start_check" CHECK ("shift_types"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shift_types_end_check" CHECK ("shift_types"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shift_types_grace_check" CHECK ("shift_types"."late_grace_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "visitor_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "visitor_emails_status_check" CHECK ("visitor_emails"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "visitor_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"photo_retention_days" integer NOT NULL,
	"overstay_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "visitor_settings_single_row" CHECK ("visitor_settings"."id" = 1),
	CONSTRAINT "visitor_settings_retention" CHECK ("visitor_settings"."photo_retention_days" between 7 and 3650),
	CONSTRAINT "visitor_settings_overstay" CHECK ("visitor_settings"."overstay_minutes" between 15 and 1440)
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_name_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_name_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_emails" ADD CONSTRAINT "visitor_emails_visitor_id_gate_visitors_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."gate_visitors"("visitor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_settings" ADD CONSTRAINT "visitor_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_day_key" ON "attendance_records" USING btree ("attendance_date","employee_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_primary_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_primary";--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_primary_key" ON "customer_contacts" USING btree ("customer_id") WHERE "customer_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "employee_checkins_day_idx" ON "employee_checkins" USING btree ("attendance_date","employee_id","time");--> statement-breakpoint
CREATE INDEX "employee_checkins_employee_idx" ON "employee_checkins" USING btree ("employee_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_visitors_client_key" ON "gate_visitors" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_visitors_pass_inside_key" ON "gate_visitors" USING btree ("pass_no") WHERE "gate_visitors"."out_time" is null;--> statement-breakpoint
CREATE INDEX "gate_visitors_pass_idx" ON "gate_visitors" USING btree ("pass_no","in_time");--> statement-breakpoint
CREATE INDEX "gate_visitors_in_time_idx" ON "gate_visitors" USING btree ("in_time","visitor_id");--> statement-breakpoint
CREATE INDEX "gate_visitors_phone_idx" ON "gate_visitors" USING btree ("phone_key","in_time");--> statement-breakpoint
CREATE INDEX "gate_visitors_name_idx" ON "gate_visitors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "gate_visitors_personal_idx" ON "gate_visitors" USING btree ("in_time") WHERE "gate_visitors"."purged_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "security_scans_client_key" ON "security_scans" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "security_scans_time_idx" ON "security_scans" USING btree ("scanned_at","scan_id");--> statement-breakpoint
CREATE INDEX "security_scans_reference_idx" ON "security_scans" USING btree ("kind","reference","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_emails_open_key" ON "visitor_emails" USING btree ("visitor_id") WHERE "visitor_emails"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "visitor_emails_due_idx" ON "visitor_emails" USING btree ("next_attempt_at") WHERE "visitor_emails"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "visitor_emails_visitor_idx" ON "visitor_emails" USING btree ("visitor_id");