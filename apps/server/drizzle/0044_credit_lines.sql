CREATE TABLE "credit_line_bills" (
	"line_id" uuid NOT NULL,
	"bill_number" integer NOT NULL,
	"bill_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"interest_paise" bigint NOT NULL,
	"fees_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"principal_paise" bigint NOT NULL,
	"unpaid_charges_paise" bigint NOT NULL,
	"unpaid_interest_paise" bigint NOT NULL,
	"unpaid_principal_paise" bigint NOT NULL,
	CONSTRAINT "credit_line_bills_line_id_bill_number_pk" PRIMARY KEY("line_id","bill_number"),
	CONSTRAINT "credit_line_bills_unpaid" CHECK ("credit_line_bills"."unpaid_charges_paise" >= 0 and "credit_line_bills"."unpaid_interest_paise" >= 0 and "credit_line_bills"."unpaid_principal_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_line_drawdowns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"convenience_fee_paise" bigint NOT NULL,
	"convenience_fee_gst_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"payout_id" text,
	"payout_checked_at" timestamp with time zone,
	"utr" text,
	"failure_text" text,
	"requested_on" date NOT NULL,
	"paid_on" date,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_line_drawdowns_request" UNIQUE("line_id","request_id"),
	CONSTRAINT "credit_line_drawdowns_status" CHECK ("credit_line_drawdowns"."status" in ('PROCESSING', 'PAID', 'FAILED')),
	CONSTRAINT "credit_line_drawdowns_amount" CHECK ("credit_line_drawdowns"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"lender_loan_acct_id" text NOT NULL,
	"status" text NOT NULL,
	"kfs_id" uuid NOT NULL,
	"limit_paise" bigint NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"processing_fee_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"convenience_fee_kind" text NOT NULL,
	"convenience_fee_rate_bp" integer NOT NULL,
	"convenience_fee_minimum_paise" bigint NOT NULL,
	"convenience_fee_fixed_paise" bigint NOT NULL,
	"principal_repayment" text NOT NULL,
	"tenure_months" integer NOT NULL,
	"opened_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"business_date" date NOT NULL,
	"principal_paise" bigint DEFAULT 0 NOT NULL,
	"period_start" date NOT NULL,
	"period_interest" bigint DEFAULT 0 NOT NULL,
	"unbilled_fees_paise" bigint DEFAULT 0 NOT NULL,
	"unbilled_gst_paise" bigint DEFAULT 0 NOT NULL,
	"processing_fee_billed" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspension_note" text,
	"closed_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_lines_opportunity_id_unique" UNIQUE("opportunity_id"),
	CONSTRAINT "credit_lines_lender_loan_acct_id_unique" UNIQUE("lender_loan_acct_id"),
	CONSTRAINT "credit_lines_status" CHECK ("credit_lines"."status" in ('ACTIVE', 'CLOSED')),
	CONSTRAINT "credit_lines_principal" CHECK ("credit_lines"."principal_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_chart" DROP CONSTRAINT "ledger_chart_unit";--> statement-breakpoint
ALTER TABLE "credit_line_bills" ADD CONSTRAINT "credit_line_bills_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_line_drawdowns" ADD CONSTRAINT "credit_line_drawdowns_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_line_drawdowns" ADD CONSTRAINT "credit_line_drawdowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_line_drawdowns_line_idx" ON "credit_line_drawdowns" USING btree ("line_id","requested_at");--> statement-breakpoint
CREATE INDEX "credit_line_drawdowns_processing_idx" ON "credit_line_drawdowns" USING btree ("payout_checked_at") WHERE "credit_line_drawdowns"."status" = 'PROCESSING';--> statement-breakpoint
CREATE INDEX "credit_lines_user_idx" ON "credit_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_lines_open_idx" ON "credit_lines" USING btree ("id") WHERE "credit_lines"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "ledger_chart" ADD CONSTRAINT "ledger_chart_unit" CHECK ("ledger_chart"."unit" in ('INR', 'XAU', 'LIMIT'));--> statement-breakpoint
ALTER TABLE "credit_lines" SET (fillfactor = 80);--> statement-breakpoint
INSERT INTO "ledger_chart" ("lender_id", "code", "name", "type", "unit", "subject", "no_negative") VALUES
	(NULL, 'line-principal', 'Credit line principal receivable', 'asset', 'INR', 'credit-line', false),
	(NULL, 'line-interest-receivable', 'Credit line interest receivable', 'asset', 'INR', 'credit-line', false),
	(NULL, 'line-fees-receivable', 'Credit line fees receivable', 'asset', 'INR', 'credit-line', false),
	(NULL, 'line-available', 'Credit line limit available', 'liability', 'LIMIT', 'credit-line', true),
	(NULL, 'undrawn-commitments', 'Undrawn credit line commitments', 'asset', 'LIMIT', 'lender', false);
