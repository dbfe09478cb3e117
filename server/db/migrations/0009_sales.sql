CREATE TABLE "sales_invoice_items" (
	"row_id" text PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"idx" integer NOT NULL,
	"item_code" text NOT NULL,
	"commercial_name" text,
	"qty_kg" numeric(14, 3) NOT NULL,
	"rate" numeric(16, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"sales_order_no" text,
	"posting_date" date NOT NULL,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"segment" text,
	"sales_person" text,
	"territory" text,
	"docstatus" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_invoices" (
	"invoice_no" text PRIMARY KEY NOT NULL,
	"posting_date" date NOT NULL,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"segment" text,
	"sales_person" text,
	"territory" text,
	"docstatus" integer DEFAULT 1 NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_invoices_docstatus_check" CHECK ("sales_invoices"."docstatus" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sales_order_items" (
	"row_id" text PRIMARY KEY NOT NULL,
	"so_no" text NOT NULL,
	"idx" integer NOT NULL,
	"item_code" text NOT NULL,
	"commercial_name" text,
	"colour" text,
	"qty_kg" numeric(14, 3) NOT NULL,
	"rate" numeric(16, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"delivery_date" date,
	"warehouse" text,
	"transferred_kg" numeric(14, 3) DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"segment" text,
	"sales_person" text,
	"territory" text,
	"docstatus" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"so_no" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"delivery_date" date,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"segment" text,
	"sales_person" text,
	"territory" text,
	"docstatus" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"is_lab_order" boolean DEFAULT false NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_status_check" CHECK ("sales_orders"."status" in ('To Deliver and Bill', 'To Bill', 'To Deliver', 'Completed', 'Closed', 'On Hold', 'Cancelled')),
	CONSTRAINT "sales_orders_docstatus_check" CHECK ("sales_orders"."docstatus" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sales_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"year_start_month" integer DEFAULT 4 NOT NULL,
	"over_delivery_tolerance_pct" double precision DEFAULT 5 NOT NULL,
	CONSTRAINT "sales_settings_single_row" CHECK ("sales_settings"."id" = 1),
	CONSTRAINT "sales_settings_year_start" CHECK ("sales_settings"."year_start_month" between 1 and 12),
	CONSTRAINT "sales_settings_tolerance" CHECK ("sales_settings"."over_delivery_tolerance_pct" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "stock_entry_report_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"sales_order_no" text NOT NULL,
	"item_row_id" text NOT NULL,
	"stock_entry_no" text NOT NULL,
	"posting_date" date NOT NULL,
	"item_code" text NOT NULL,
	"roll_no" text NOT NULL,
	"batch_no" text,
	"warehouse" text NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	CONSTRAINT "stock_entry_report_rows_kg_check" CHECK ("stock_entry_report_rows"."qty_kg" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_items_parent_idx" ON "sales_invoice_items" USING btree ("invoice_no","idx");--> statement-breakpoint
CREATE INDEX "sales_invoice_items_date_idx" ON "sales_invoice_items" USING btree ("docstatus","segment","posting_date");--> statement-breakpoint
CREATE INDEX "sales_invoice_items_item_idx" ON "sales_invoice_items" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "sales_invoices_date_idx" ON "sales_invoices" USING btree ("docstatus","posting_date","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_invoices_segment_idx" ON "sales_invoices" USING btree ("docstatus","segment","posting_date","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_invoices_person_idx" ON "sales_invoices" USING btree ("docstatus","posting_date","sales_person");--> statement-breakpoint
CREATE INDEX "sales_invoices_customer_idx" ON "sales_invoices" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "sales_invoices_modified_idx" ON "sales_invoices" USING btree ("modified");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_items_parent_idx" ON "sales_order_items" USING btree ("so_no","idx");--> statement-breakpoint
CREATE INDEX "sales_order_items_date_idx" ON "sales_order_items" USING btree ("docstatus","segment","date");--> statement-breakpoint
CREATE INDEX "sales_order_items_item_idx" ON "sales_order_items" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "sales_orders_date_idx" ON "sales_orders" USING btree ("docstatus","date","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_orders_segment_idx" ON "sales_orders" USING btree ("docstatus","segment","date","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_orders_person_idx" ON "sales_orders" USING btree ("docstatus","date","sales_person");--> statement-breakpoint
CREATE INDEX "sales_orders_lab_idx" ON "sales_orders" USING btree ("is_lab_order","date");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "sales_orders_modified_idx" ON "sales_orders" USING btree ("modified");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_entry_report_rows_live_roll_idx" ON "stock_entry_report_rows" USING btree ("roll_no") WHERE "stock_entry_report_rows"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "stock_entry_report_rows_order_idx" ON "stock_entry_report_rows" USING btree ("sales_order_no","posting_date");--> statement-breakpoint
CREATE INDEX "stock_entry_report_rows_entry_idx" ON "stock_entry_report_rows" USING btree ("stock_entry_no");