CREATE TABLE "credit_report_pulls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"report" jsonb NOT NULL,
	"consent_version" text NOT NULL,
	"pulled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_report_pulls" ADD CONSTRAINT "credit_report_pulls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_report_pulls_user" ON "credit_report_pulls" USING btree ("user_id","pulled_at");