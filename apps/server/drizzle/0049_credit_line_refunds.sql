CREATE TABLE "credit_line_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"repayment_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"beneficiary_name" text,
	"account_number_sealed" text,
	"account_number_last4" text,
	"ifsc" text,
	"payout_id" text,
	"payout_checked_at" timestamp with time zone,
	"utr" text,
	"failure_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "credit_line_refunds_repayment_id_unique" UNIQUE("repayment_id"),
	CONSTRAINT "credit_line_refunds_status" CHECK ("credit_line_refunds"."status" in ('REQUESTED', 'PAID', 'FAILED')),
	CONSTRAINT "credit_line_refunds_amount" CHECK ("credit_line_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_line_refunds" ADD CONSTRAINT "credit_line_refunds_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_line_refunds" ADD CONSTRAINT "credit_line_refunds_repayment_id_credit_line_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."credit_line_repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_line_refunds_line_idx" ON "credit_line_refunds" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_line_refunds_requested_idx" ON "credit_line_refunds" USING btree ("payout_checked_at") WHERE "credit_line_refunds"."status" = 'REQUESTED';