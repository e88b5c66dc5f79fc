CREATE TABLE "credit_report_claims" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reference" uuid NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_report_claims" ADD CONSTRAINT "credit_report_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;