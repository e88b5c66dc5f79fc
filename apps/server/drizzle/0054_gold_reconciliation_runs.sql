CREATE TABLE "gold_reconciliation_runs" (
	"business_date" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"compared" integer NOT NULL,
	"skipped" integer NOT NULL,
	"breaks" integer NOT NULL
);
