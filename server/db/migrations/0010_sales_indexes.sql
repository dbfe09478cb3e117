DROP INDEX "sales_invoice_items_date_idx";--> statement-breakpoint
DROP INDEX "sales_invoices_person_idx";--> statement-breakpoint
DROP INDEX "sales_order_items_date_idx";--> statement-breakpoint
DROP INDEX "sales_orders_person_idx";--> statement-breakpoint
CREATE INDEX "sales_invoice_items_order_idx" ON "sales_invoice_items" USING btree ("sales_order_no");--> statement-breakpoint
CREATE INDEX "sales_orders_status_idx" ON "sales_orders" USING btree ("docstatus","date","status","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_invoice_items_date_idx" ON "sales_invoice_items" USING btree ("docstatus","segment","posting_date","commercial_name","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_invoices_person_idx" ON "sales_invoices" USING btree ("docstatus","posting_date","sales_person","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_order_items_date_idx" ON "sales_order_items" USING btree ("docstatus","segment","date","commercial_name","amount","qty_kg");--> statement-breakpoint
CREATE INDEX "sales_orders_person_idx" ON "sales_orders" USING btree ("docstatus","date","sales_person","amount","qty_kg");