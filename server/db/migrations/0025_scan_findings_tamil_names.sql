CREATE TABLE "tamil_names" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_ta" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "tamil_names_kind_name_pk" PRIMARY KEY("kind","name"),
	CONSTRAINT "tamil_names_kind_check" CHECK ("tamil_names"."kind" in ('designation', 'department', 'shift')),
	CONSTRAINT "tamil_names_name_ta_check" CHECK (char_length(btrim("tamil_names"."name_ta")) between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "security_scans" ADD COLUMN "finding" text;--> statement-breakpoint
ALTER TABLE "security_scans" ADD COLUMN "finding_name" text;--> statement-breakpoint
ALTER TABLE "security_scans" ADD COLUMN "finding_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "security_scans" ADD COLUMN "finding_day" date;--> statement-breakpoint
ALTER TABLE "security_scans" ADD COLUMN "finding_entry" text;--> statement-breakpoint
ALTER TABLE "security_scans" ADD COLUMN "finding_days" integer;--> statement-breakpoint
ALTER TABLE "tamil_names" ADD CONSTRAINT "tamil_names_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tamil_names_name_ta_key" ON "tamil_names" USING btree ("kind","name_ta");--> statement-breakpoint
ALTER TABLE "security_scans" ADD CONSTRAINT "security_scans_finding_check" CHECK ("security_scans"."finding" in ('visitorInside', 'visitorOut', 'takesNothingOut', 'postedEarlier', 'notIssued', 'issuedEarlier', 'issuedOn', 'leavesOn', 'scannedOut', 'notLeaving'));