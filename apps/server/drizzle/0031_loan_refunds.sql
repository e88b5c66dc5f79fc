CREATE TABLE "loan_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"payout_id" text,
	"utr" text,
	"failure_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "loan_refunds" ADD CONSTRAINT "loan_refunds_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_refunds_loan_idx" ON "loan_refunds" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_refunds_status_idx" ON "loan_refunds" USING btree ("status");