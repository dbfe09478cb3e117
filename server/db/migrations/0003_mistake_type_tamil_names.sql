ALTER TABLE "mistake_types" ADD COLUMN "name_ta" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mistake_types_name_ta_key" ON "mistake_types" USING btree ("name_ta");--> statement-breakpoint
ALTER TABLE "mistake_types" ADD CONSTRAINT "mistake_types_name_ta_check" CHECK (char_length(btrim("mistake_types"."name_ta")) between 1 and 40);--> statement-breakpoint
-- The Tamil names of the knit catalogue, for databases seeded before the column existed; a type
-- named otherwise keeps no Tamil name until an administrator gives it one.
UPDATE "mistake_types" AS t SET "name_ta" = v.name_ta
FROM (VALUES
  ('Hole', 'ஓட்டை'),
  ('Pin Hole', 'பின் ஹோல்'),
  ('Press-off', 'பிரஸ் ஆஃப்'),
  ('Drop Stitch', 'ட்ராப் ஸ்டிச்'),
  ('Ladder', 'லேடர்'),
  ('Needle Line', 'ஊசி லைன்'),
  ('Sinker Line', 'சிங்கர் லைன்'),
  ('Barré', 'பாரே'),
  ('Stop Mark', 'ஸ்டாப் மார்க்'),
  ('Thick Place', 'நூல் தடிப்பு'),
  ('Thin Place', 'நூல் மெலிவு'),
  ('Slub', 'ஸ்லப்'),
  ('Knot', 'முடிச்சு'),
  ('Contamination', 'வேறு நூல் கலப்பு'),
  ('Float', 'ஃப்ளோட்'),
  ('Missing Yarn', 'நூல் மிஸ்ஸிங்'),
  ('Lycra Out', 'லைக்ரா கட்'),
  ('Oil Stain', 'ஆயில் கறை'),
  ('Oil Line', 'ஆயில் லைன்'),
  ('Dirt', 'அழுக்கு'),
  ('Dye Patch', 'கலர் பேட்ச்'),
  ('Uneven Dyeing', 'அன்லெவல் டையிங்'),
  ('Shade Variation', 'ஷேடு வேரியேஷன்'),
  ('Crease Mark', 'மடிப்பு மார்க்'),
  ('Compactor Mark', 'காம்பாக்டர் மார்க்'),
  ('Spirality', 'ஸ்பைராலிட்டி'),
  ('Bowing', 'போவிங்'),
  ('Pilling', 'பில்லிங்'),
  ('GSM Out', 'ஜிஎஸ்எம் சரியில்லை'),
  ('Width Out', 'அகலம் சரியில்லை'),
  ('Size Out', 'சைஸ் சரியில்லை'),
  ('Stripe/Tipping Wrong', 'ஸ்ட்ரைப்/டிப்பிங் தவறு'),
  ('Shade Mismatch', 'ஷேடு மேட்ச் இல்லை'),
  ('Curl', 'சுருள்'),
  ('Rib Recovery', 'ரிப் ரிகவரி இல்லை')
) AS v(name, name_ta)
WHERE t."name" = v.name AND t."name_ta" IS NULL;