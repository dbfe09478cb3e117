CREATE TABLE "sales_line_months" (
	"doc" text NOT NULL,
	"month" date NOT NULL,
	"segment" text,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"item_code" text NOT NULL,
	"commercial_name" text,
	"sales_person" text,
	"territory" text,
	"amount" numeric(16, 2) NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"lines" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_line_months_idx" ON "sales_line_months" USING btree ("doc","month","segment");