CREATE TABLE "credit_line_repayments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"source" text NOT NULL,
	"received_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"charges_paid_paise" bigint NOT NULL,
	"interest_paid_paise" bigint NOT NULL,
	"principal_paid_paise" bigint NOT NULL,
	"excess_paise" bigint NOT NULL,
	"narration" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_line_repayments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_line_repayments_split" CHECK ("credit_line_repayments"."amount_paise" = "credit_line_repayments"."charges_paid_paise" + "credit_line_repayments"."interest_paid_paise" + "credit_line_repayments"."principal_paid_paise" + "credit_line_repayments"."excess_paise")
);
--> statement-breakpoint
ALTER TABLE "loan_payments" DROP CONSTRAINT "loan_payments_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_line_repayments" ADD CONSTRAINT "credit_line_repayments_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_line_repayments_line_idx" ON "credit_line_repayments" USING btree ("line_id","received_on");--> statement-breakpoint
-- A payment names a loan or a credit line (the spec's loan_id names either): the foreign key
-- to loans alone is replaced by this check on insert and on a change of the column.
CREATE FUNCTION loan_payments_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM loans WHERE id = NEW.loan_id)
		AND NOT EXISTS (SELECT 1 FROM credit_lines WHERE id = NEW.loan_id) THEN
		RAISE EXCEPTION 'loan_payments.loan_id % names no loan and no credit line', NEW.loan_id
			USING ERRCODE = 'foreign_key_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER loan_payments_account BEFORE INSERT OR UPDATE OF loan_id ON loan_payments
	FOR EACH ROW EXECUTE FUNCTION loan_payments_account();
