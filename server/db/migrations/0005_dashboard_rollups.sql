CREATE TABLE "dash_day_mistakes" (
	"stage" text NOT NULL,
	"report_date" date NOT NULL,
	"mistake" text NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"kg" numeric DEFAULT 0 NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"points_with_area" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_day_mistakes_stage_report_date_mistake_pk" PRIMARY KEY("stage","report_date","mistake")
);
--> statement-breakpoint
CREATE TABLE "dash_day_rolls" (
	"dim" text NOT NULL,
	"stage" text NOT NULL,
	"report_date" date NOT NULL,
	"key" text NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"kg" numeric DEFAULT 0 NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"points_with_area" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_day_rolls_dim_stage_report_date_key_pk" PRIMARY KEY("dim","stage","report_date","key"),
	CONSTRAINT "dash_day_rolls_dim_check" CHECK ("dash_day_rolls"."dim" in ('supplier', 'item', 'checker', 'grade', 'table'))
);
--> statement-breakpoint
CREATE TABLE "dash_day_supplier_mistakes" (
	"stage" text NOT NULL,
	"report_date" date NOT NULL,
	"supplier" text NOT NULL,
	"mistake" text NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"kg" numeric DEFAULT 0 NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"points_with_area" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_day_supplier_mistakes_stage_report_date_supplier_mistake_pk" PRIMARY KEY("stage","report_date","supplier","mistake")
);
--> statement-breakpoint
CREATE TABLE "dash_report_mistakes" (
	"report_no" text NOT NULL,
	"mistake" text NOT NULL,
	"report_date" date NOT NULL,
	"stage" text NOT NULL,
	"supplier" text NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"kg" numeric DEFAULT 0 NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"points_with_area" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_report_mistakes_report_no_mistake_pk" PRIMARY KEY("report_no","mistake")
);
--> statement-breakpoint
CREATE TABLE "dash_report_rolls" (
	"report_no" text NOT NULL,
	"item_code" text NOT NULL,
	"grade" integer NOT NULL,
	"report_date" date NOT NULL,
	"stage" text NOT NULL,
	"supplier" text NOT NULL,
	"checker" text NOT NULL,
	"table_name" text NOT NULL,
	"rolls" integer DEFAULT 0 NOT NULL,
	"kg" numeric DEFAULT 0 NOT NULL,
	"mistakes" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"points_with_area" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_report_rolls_report_no_item_code_grade_pk" PRIMARY KEY("report_no","item_code","grade")
);
