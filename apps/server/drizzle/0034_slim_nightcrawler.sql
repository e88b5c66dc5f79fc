CREATE TABLE "close_of_business_failures" (
	"loan_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"error" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "close_of_business_failures_loan_id_business_day_pk" PRIMARY KEY("loan_id","business_day")
);
--> statement-breakpoint
ALTER TABLE "close_of_business_failures" ADD CONSTRAINT "close_of_business_failures_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "close_of_business_failures_unresolved" ON "close_of_business_failures" USING btree ("loan_id") WHERE "close_of_business_failures"."resolved_at" is null;