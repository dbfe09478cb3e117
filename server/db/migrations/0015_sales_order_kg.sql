ALTER TABLE "sales_orders" ADD COLUMN "transferred_kg" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "invoiced_kg" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sales_orders" o SET
  "transferred_kg" = coalesce((SELECT sum(i."transferred_kg") FROM "sales_order_items" i WHERE i."so_no" = o."so_no"), 0),
  "invoiced_kg" = coalesce((SELECT sum(l."qty_kg") FROM "sales_invoice_items" l WHERE l."sales_order_no" = o."so_no" AND l."docstatus" = 1), 0);
