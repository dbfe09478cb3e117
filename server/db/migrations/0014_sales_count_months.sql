CREATE TABLE "sales_count_months" (
	"doc" text NOT NULL,
	"month" date NOT NULL,
	"segment" text,
	"customer" text NOT NULL,
	"customer_name" text NOT NULL,
	"sales_person" text,
	"territory" text,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"docs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_count_months_idx" ON "sales_count_months" USING btree ("doc","kind","month","segment");