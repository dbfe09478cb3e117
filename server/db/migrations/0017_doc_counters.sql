CREATE TABLE "doc_counters" (
	"prefix" text NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "doc_counters_prefix_day_pk" PRIMARY KEY("prefix","day")
);
