CREATE TABLE "qi_roll_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"greige_roll_no" text NOT NULL,
	"stage" text NOT NULL,
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"result" jsonb NOT NULL,
	"mistakes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"reinspected_in" text NOT NULL,
	"reinspected_by" text NOT NULL,
	"reinspected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "qi_roll_history_roll_idx" ON "qi_roll_history" USING btree ("greige_roll_no","stage");