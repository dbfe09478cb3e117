CREATE TABLE "roll_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"greige_roll_no" text NOT NULL,
	"stage" text NOT NULL,
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"result" jsonb NOT NULL,
	"mistakes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"reinspected_in" text NOT NULL,
	"reinspected_by" text NOT NULL,
	"reinspected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roll_history_kind_check" CHECK ("roll_history"."kind" in ('fabric', 'collarCuff'))
);
--> statement-breakpoint
CREATE INDEX "roll_history_roll_idx" ON "roll_history" USING btree ("kind","greige_roll_no","stage");