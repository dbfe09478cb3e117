CREATE TABLE "defect_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tap_id" bigint NOT NULL,
	"qi_mistake_id" bigint,
	"cc_mistake_id" bigint,
	"mistake" text NOT NULL,
	"report_no" text NOT NULL,
	"roll_no" text NOT NULL,
	"photo" "bytea",
	"photo_type" text,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_by" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	CONSTRAINT "defect_photos_kind_check" CHECK ("defect_photos"."kind" in ('fabric', 'collarCuff')),
	CONSTRAINT "defect_photos_link_check" CHECK (("defect_photos"."kind" = 'fabric' or "defect_photos"."qi_mistake_id" is null) and ("defect_photos"."kind" = 'collarCuff' or "defect_photos"."cc_mistake_id" is null)),
	CONSTRAINT "defect_photos_type_check" CHECK (("defect_photos"."photo" is null) = ("defect_photos"."photo_type" is null))
);
--> statement-breakpoint
ALTER TABLE "mill_settings" ADD COLUMN "defect_photo_retention_days" integer DEFAULT 730 NOT NULL;--> statement-breakpoint
ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_qi_mistake_id_qi_mistakes_id_fk" FOREIGN KEY ("qi_mistake_id") REFERENCES "public"."qi_mistakes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_cc_mistake_id_cc_mistakes_id_fk" FOREIGN KEY ("cc_mistake_id") REFERENCES "public"."cc_mistakes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "defect_photos_tap_idx" ON "defect_photos" USING btree ("kind","tap_id");--> statement-breakpoint
CREATE INDEX "defect_photos_qi_idx" ON "defect_photos" USING btree ("qi_mistake_id") WHERE "defect_photos"."qi_mistake_id" is not null;--> statement-breakpoint
CREATE INDEX "defect_photos_cc_idx" ON "defect_photos" USING btree ("cc_mistake_id") WHERE "defect_photos"."cc_mistake_id" is not null;--> statement-breakpoint
CREATE INDEX "defect_photos_roll_idx" ON "defect_photos" USING btree ("report_no","roll_no");--> statement-breakpoint
CREATE INDEX "defect_photos_purge_idx" ON "defect_photos" USING btree ("taken_at") WHERE "defect_photos"."photo" is not null;--> statement-breakpoint
ALTER TABLE "mill_settings" ADD CONSTRAINT "mill_settings_photo_retention" CHECK ("mill_settings"."defect_photo_retention_days" between 30 and 3650);