CREATE TABLE "batch_rolls" (
	"batch_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"seq" integer NOT NULL,
	"kg" numeric(14, 3) NOT NULL,
	CONSTRAINT "batch_rolls_batch_no_seq_pk" PRIMARY KEY("batch_no","seq")
);
--> statement-breakpoint
CREATE TABLE "fabric_collar_cuff_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fabric_item_code" text NOT NULL,
	"fabric_batch_key" text DEFAULT '' NOT NULL,
	"colour" text NOT NULL,
	"collar_item_code" text,
	"cuff_item_code" text,
	"garments_per_kg" double precision,
	"remarks" text,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabric_collar_cuff_pairs_part_check" CHECK ("fabric_collar_cuff_pairs"."collar_item_code" is not null or "fabric_collar_cuff_pairs"."cuff_item_code" is not null)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"item_code" text NOT NULL,
	"warehouse" text NOT NULL,
	"batch_key" text DEFAULT '' NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"pieces" integer NOT NULL,
	"rolls" integer NOT NULL,
	CONSTRAINT "stock_balances_item_code_warehouse_batch_key_pk" PRIMARY KEY("item_code","warehouse","batch_key")
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"entry_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"posting_date" date NOT NULL,
	"batch_no" text,
	"sales_order_no" text,
	"item_row_id" text,
	"from_warehouse" text,
	"to_warehouse" text,
	"remarks" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_entries_kind_check" CHECK ("stock_entries"."kind" in ('receipt', 'opening', 'batchIssue', 'dyeingReceipt', 'weighing', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_no" text NOT NULL,
	"posting_date" date NOT NULL,
	"item_code" text NOT NULL,
	"warehouse" text,
	"process" text,
	"batch_no" text,
	"roll_no" text,
	"qty_kg" numeric(14, 3) NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_ledger_side_check" CHECK (("stock_ledger"."warehouse" is null) <> ("stock_ledger"."process" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_roll_balances" (
	"roll_no" text NOT NULL,
	"warehouse" text NOT NULL,
	"batch_key" text DEFAULT '' NOT NULL,
	"item_code" text NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"pieces" integer NOT NULL,
	"rolls" integer NOT NULL,
	CONSTRAINT "stock_roll_balances_roll_no_warehouse_batch_key_pk" PRIMARY KEY("roll_no","warehouse","batch_key")
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "warehouse_type" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "shade" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "machine" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "stock_entry_no" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "synced_to_erp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mill_settings" ADD COLUMN "process_loss_tolerance_pct" double precision DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_rolls" ADD CONSTRAINT "batch_rolls_batch_no_batches_batch_no_fk" FOREIGN KEY ("batch_no") REFERENCES "public"."batches"("batch_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_entry_no_stock_entries_entry_no_fk" FOREIGN KEY ("entry_no") REFERENCES "public"."stock_entries"("entry_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_rolls_roll_key" ON "batch_rolls" USING btree ("roll_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fabric_collar_cuff_pairs_key" ON "fabric_collar_cuff_pairs" USING btree ("fabric_item_code","fabric_batch_key",lower("colour"));--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_idx" ON "stock_balances" USING btree ("warehouse","item_code","batch_key");--> statement-breakpoint
CREATE INDEX "stock_entries_date_idx" ON "stock_entries" USING btree ("posting_date","entry_no");--> statement-breakpoint
CREATE INDEX "stock_entries_batch_idx" ON "stock_entries" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "stock_entries_sales_order_idx" ON "stock_entries" USING btree ("sales_order_no");--> statement-breakpoint
CREATE INDEX "stock_ledger_entry_idx" ON "stock_ledger" USING btree ("entry_no");--> statement-breakpoint
CREATE INDEX "stock_ledger_roll_idx" ON "stock_ledger" USING btree ("roll_no","id") WHERE "stock_ledger"."roll_no" is not null;--> statement-breakpoint
CREATE INDEX "stock_ledger_batch_idx" ON "stock_ledger" USING btree ("batch_no") WHERE "stock_ledger"."batch_no" is not null;--> statement-breakpoint
CREATE INDEX "stock_roll_balances_warehouse_idx" ON "stock_roll_balances" USING btree ("warehouse","roll_no") WHERE "stock_roll_balances"."rolls" > 0;--> statement-breakpoint
CREATE INDEX "stock_roll_balances_item_idx" ON "stock_roll_balances" USING btree ("warehouse","item_code","roll_no") WHERE "stock_roll_balances"."rolls" > 0;--> statement-breakpoint
CREATE INDEX "warehouses_type_idx" ON "warehouses" USING btree ("warehouse_type");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_client_key" ON "batches" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "mill_settings" ADD CONSTRAINT "mill_settings_loss_tolerance" CHECK ("mill_settings"."process_loss_tolerance_pct" between 0 and 50);