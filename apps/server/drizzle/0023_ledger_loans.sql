CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"lender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"business_date" date NOT NULL,
	"narration" text NOT NULL,
	"loan_id" uuid,
	"reverses_entry_id" uuid,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"loan_id" uuid,
	"instalment_number" integer,
	CONSTRAINT "journal_lines_amount_nonzero" CHECK ("journal_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "disbursals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"status" text NOT NULL,
	"loan_amount_paise" bigint NOT NULL,
	"net_amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"proposal_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"payout_id" text,
	"payout_checked_at" timestamp with time zone,
	"utr" text,
	"failure_code" text,
	"failure_text" text,
	"paid_at" timestamp with time zone,
	"loan_id" uuid
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"loan_id" uuid NOT NULL,
	"schedule_version" integer NOT NULL,
	"instalment_number" integer NOT NULL,
	"due_date" date NOT NULL,
	"principal_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"instalment_paise" bigint NOT NULL,
	"outstanding_principal_paise" bigint NOT NULL,
	CONSTRAINT "loan_instalments_loan_id_schedule_version_instalment_number_pk" PRIMARY KEY("loan_id","schedule_version","instalment_number")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"disbursal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"lender_loan_acct_id" text NOT NULL,
	"status" text NOT NULL,
	"principal_paise" bigint NOT NULL,
	"processing_fee_paise" bigint NOT NULL,
	"processing_fee_gst_paise" bigint NOT NULL,
	"net_disbursed_paise" bigint NOT NULL,
	"annual_flat_rate_bp" integer NOT NULL,
	"apr_bp" integer NOT NULL,
	"tenure_months" integer NOT NULL,
	"due_day_of_month" integer NOT NULL,
	"instalment_paise" bigint NOT NULL,
	"kfs_id" uuid NOT NULL,
	"disbursal_date" date NOT NULL,
	"schedule_version" integer DEFAULT 1 NOT NULL,
	"asset_class" text DEFAULT 'STANDARD' NOT NULL,
	"days_past_due" integer,
	"business_date" date,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"matured_on" date,
	"written_off_on" date,
	"closed_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loans_disbursal_id_unique" UNIQUE("disbursal_id"),
	CONSTRAINT "loans_lender_loan_acct_id_unique" UNIQUE("lender_loan_acct_id")
);
--> statement-breakpoint
CREATE TABLE "payout_webhook_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursals" ADD CONSTRAINT "disbursals_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursals" ADD CONSTRAINT "disbursals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disbursal_id_disbursals_id_fk" FOREIGN KEY ("disbursal_id") REFERENCES "public"."disbursals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_business_date_idx" ON "journal_entries" USING btree ("business_date","lender_id");--> statement-breakpoint
CREATE INDEX "journal_entries_loan_idx" ON "journal_entries" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id","line_number");--> statement-breakpoint
CREATE INDEX "journal_lines_loan_idx" ON "journal_lines" USING btree ("loan_id","account");--> statement-breakpoint
CREATE INDEX "journal_lines_lender_account_idx" ON "journal_lines" USING btree ("lender_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "disbursals_one_live" ON "disbursals" USING btree ("opportunity_id") WHERE "disbursals"."status" in ('PROPOSED', 'APPROVED', 'PAID');--> statement-breakpoint
CREATE INDEX "disbursals_status_idx" ON "disbursals" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE INDEX "loan_instalments_due_idx" ON "loan_instalments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","disbursal_date");--> statement-breakpoint
CREATE INDEX "loans_open_idx" ON "loans" USING btree ("business_date") WHERE "loans"."status" = 'DISBURSED';--> statement-breakpoint
CREATE FUNCTION "journal_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'journal entries are never changed or deleted: post a reversing entry';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_change" BEFORE UPDATE OR DELETE ON "journal_entries"
	FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_change" BEFORE UPDATE OR DELETE ON "journal_lines"
	FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
CREATE FUNCTION "journal_entry_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum("amount"), 0) FROM "journal_lines" WHERE "entry_id" = NEW."entry_id") <> 0 THEN
		RAISE EXCEPTION 'journal entry % does not balance', NEW."entry_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balance" AFTER INSERT ON "journal_lines"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "journal_entry_balances"();
