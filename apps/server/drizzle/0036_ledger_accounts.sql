CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lender_id" integer NOT NULL,
	"code" text NOT NULL,
	"unit" text NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"owner_id" uuid,
	"no_negative" boolean NOT NULL,
	"posted_debits" bigint DEFAULT 0 NOT NULL,
	"posted_credits" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"pending_credits" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_identity" UNIQUE NULLS NOT DISTINCT("lender_id","code","owner_id"),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."subject" = 'lender') = ("ledger_accounts"."owner_id" is null)),
	CONSTRAINT "ledger_accounts_totals_non_negative" CHECK ("ledger_accounts"."posted_debits" >= 0 and "ledger_accounts"."posted_credits" >= 0 and "ledger_accounts"."pending_debits" >= 0 and "ledger_accounts"."pending_credits" >= 0),
	CONSTRAINT "ledger_accounts_no_negative" CHECK (not "ledger_accounts"."no_negative" or (case when "ledger_accounts"."type" in ('asset', 'expense')
        then "ledger_accounts"."posted_debits" - "ledger_accounts"."posted_credits" - "ledger_accounts"."pending_credits"
        else "ledger_accounts"."posted_credits" - "ledger_accounts"."posted_debits" - "ledger_accounts"."pending_debits" end) >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_balance_checks" (
	"business_date" date PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"accounts" integer NOT NULL,
	"differences" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_chart" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_chart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lender_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text NOT NULL,
	"subject" text NOT NULL,
	"no_negative" boolean NOT NULL,
	CONSTRAINT "ledger_chart_code" UNIQUE NULLS NOT DISTINCT("lender_id","code"),
	CONSTRAINT "ledger_chart_type" CHECK ("ledger_chart"."type" in ('asset', 'liability', 'income', 'expense')),
	CONSTRAINT "ledger_chart_unit" CHECK ("ledger_chart"."unit" in ('INR', 'XAU'))
);
--> statement-breakpoint
CREATE TABLE "ledger_hold_lines" (
	"hold_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"account" text NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"loan_id" uuid,
	"instalment_number" integer,
	"component" text,
	CONSTRAINT "ledger_hold_lines_amount_nonzero" CHECK ("ledger_hold_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"lender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"narration" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"entry_id" uuid,
	CONSTRAINT "ledger_holds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_holds_status" CHECK ("ledger_holds"."status" in ('PENDING', 'POSTED', 'VOIDED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "provider_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"lender_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"status" text NOT NULL,
	"reconciled_at" timestamp with time zone,
	CONSTRAINT "provider_reports_once" UNIQUE("source","reference")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_breaks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"lender_id" integer,
	"business_date" date NOT NULL,
	"reference" text NOT NULL,
	"unit" text DEFAULT 'INR' NOT NULL,
	"expected" bigint,
	"actual" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "reconciliation_breaks_once" UNIQUE("source","kind","reference","business_date")
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_hold_lines" ADD CONSTRAINT "ledger_hold_lines_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold_lines" ADD CONSTRAINT "ledger_hold_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ledger_hold_lines_hold_idx" ON "ledger_hold_lines" USING btree ("hold_id","line_number");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("expires_at") WHERE "ledger_holds"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "provider_reports_day_idx" ON "provider_reports" USING btree ("source","report_date");--> statement-breakpoint
CREATE INDEX "reconciliation_breaks_open_idx" ON "reconciliation_breaks" USING btree ("found_at") WHERE "reconciliation_breaks"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id");--> statement-breakpoint
-- The default chart of accounts (packages/domain ledger.ts chartOfAccounts; a test keeps them equal).
INSERT INTO "ledger_chart" ("lender_id", "code", "name", "type", "unit", "subject", "no_negative") VALUES
	(NULL, 'loan-principal', 'Loan principal receivable', 'asset', 'INR', 'loan', false),
	(NULL, 'interest-receivable', 'Interest receivable', 'asset', 'INR', 'loan', false),
	(NULL, 'fees-receivable', 'Fees receivable', 'asset', 'INR', 'loan', false),
	(NULL, 'penal-receivable', 'Penal charges receivable', 'asset', 'INR', 'loan', false),
	(NULL, 'interest-income', 'Interest income', 'income', 'INR', 'lender', false),
	(NULL, 'fee-income', 'Fee income', 'income', 'INR', 'lender', false),
	(NULL, 'penal-income', 'Penal charges income', 'income', 'INR', 'lender', false),
	(NULL, 'recoveries-income', 'Recoveries on written-off loans', 'income', 'INR', 'lender', false),
	(NULL, 'gst-payable', 'GST payable', 'liability', 'INR', 'lender', false),
	(NULL, 'disbursal-clearing', 'Disbursal clearing', 'liability', 'INR', 'lender', false),
	(NULL, 'collections-clearing', 'Collections clearing', 'asset', 'INR', 'lender', false),
	(NULL, 'gateway-suspense', 'Payment gateway suspense', 'asset', 'INR', 'lender', false),
	(NULL, 'nach-suspense', 'NACH collections suspense', 'asset', 'INR', 'lender', false),
	(NULL, 'write-off-expense', 'Loans written off', 'expense', 'INR', 'lender', false),
	(NULL, 'borrower-advances', 'Borrower advances (excess received)', 'liability', 'INR', 'loan', true),
	(NULL, 'refunds-payable', 'Refunds payable', 'liability', 'INR', 'lender', false),
	(NULL, 'income-suspense', 'Unrealised charges in suspense (NPA)', 'liability', 'INR', 'loan', false),
	(NULL, 'bank', 'Bank', 'asset', 'INR', 'lender', false),
	(NULL, 'gateway-fee-expense', 'Payment gateway charges', 'expense', 'INR', 'lender', false),
	(NULL, 'gst-input-credit', 'GST input tax credit', 'asset', 'INR', 'lender', false),
	(NULL, 'insurer-payable', 'Premiums payable to insurers', 'liability', 'INR', 'lender', false),
	(NULL, 'gold-vendor-payable', 'Payable to the gold vendor', 'liability', 'INR', 'lender', false),
	(NULL, 'gold-in-vault', 'Gold held by the vendor', 'asset', 'XAU', 'lender', false),
	(NULL, 'customer-gold', 'Customer gold holdings', 'liability', 'XAU', 'gold-holding', true);--> statement-breakpoint
-- Existing lines move to accounts: one per lender and code, or per loan for a loan's codes. The
-- migration runs in one transaction, so a crash part-way leaves nothing and the next start redoes it.
INSERT INTO "ledger_accounts" ("lender_id", "code", "unit", "type", "subject", "owner_id", "no_negative", "opened_at")
SELECT DISTINCT l."lender_id", l."account", c."unit", c."type", c."subject",
	CASE WHEN c."subject" = 'lender' THEN NULL ELSE l."loan_id" END, c."no_negative", now()
FROM "journal_lines" l JOIN "ledger_chart" c ON c."code" = l."account" AND c."lender_id" IS NULL;--> statement-breakpoint
DROP TRIGGER "journal_lines_balance" ON "journal_lines";--> statement-breakpoint
DROP FUNCTION "journal_entry_balances"();--> statement-breakpoint
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_no_change";--> statement-breakpoint
UPDATE "journal_lines" l SET "account_id" = a."id" FROM "ledger_accounts" a
WHERE a."lender_id" = l."lender_id" AND a."code" = l."account"
	AND a."owner_id" IS NOT DISTINCT FROM (CASE WHEN a."subject" = 'lender' THEN NULL ELSE l."loan_id" END);--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_no_change";--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "posted_debits" = s."debits", "posted_credits" = s."credits"
FROM (
	SELECT "account_id", coalesce(sum("amount") FILTER (WHERE "amount" > 0), 0) AS "debits",
		coalesce(-sum("amount") FILTER (WHERE "amount" < 0), 0) AS "credits"
	FROM "journal_lines" GROUP BY "account_id"
) s WHERE a."id" = s."account_id";--> statement-breakpoint
-- Posting: the lines of one INSERT are checked as a set (each line's account is its lender's and
-- its code's; each entry's lines balance in each unit) and move their accounts' stored balances,
-- the accounts locked in id order so concurrent postings queue rather than deadlock.
CREATE FUNCTION "journal_lines_post"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT l."entry_id", l."account" INTO bad FROM new_lines l
		JOIN "journal_entries" e ON e."id" = l."entry_id"
		JOIN "ledger_accounts" a ON a."id" = l."account_id"
		WHERE l."lender_id" <> e."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account"
		LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry % posts % to an account of another lender or code', bad."entry_id", bad."account";
	END IF;
	SELECT l."entry_id", a."unit", sum(l."amount") AS "imbalance" INTO bad FROM new_lines l
		JOIN "ledger_accounts" a ON a."id" = l."account_id"
		GROUP BY l."entry_id", a."unit" HAVING sum(l."amount") <> 0
		LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry % does not balance in %: % over', bad."entry_id", bad."unit", bad."imbalance";
	END IF;
	PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM new_lines) ORDER BY "id" FOR UPDATE;
	UPDATE "ledger_accounts" a
		SET "posted_debits" = a."posted_debits" + s."debits", "posted_credits" = a."posted_credits" + s."credits"
		FROM (
			SELECT "account_id", coalesce(sum("amount") FILTER (WHERE "amount" > 0), 0) AS "debits",
				coalesce(-sum("amount") FILTER (WHERE "amount" < 0), 0) AS "credits"
			FROM new_lines GROUP BY "account_id"
		) s
		WHERE a."id" = s."account_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_post" AFTER INSERT ON "journal_lines"
	REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_post"();--> statement-breakpoint
CREATE FUNCTION "journal_entry_has_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "journal_lines" WHERE "entry_id" = NEW."id") THEN
		RAISE EXCEPTION 'journal entry % has no lines', NEW."id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_not_empty" AFTER INSERT ON "journal_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_has_lines"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines"
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "journal_entries", "journal_lines", "ledger_hold_lines" FROM PUBLIC;--> statement-breakpoint
-- Holds: their lines reserve (pending) on insert, checked like an entry's; the hold's one change of
-- status releases them. Hold lines and a resolved hold never change.
CREATE FUNCTION "ledger_hold_lines_reserve"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT l."hold_id", l."account" INTO bad FROM new_lines l
		JOIN "ledger_holds" h ON h."id" = l."hold_id"
		JOIN "ledger_accounts" a ON a."id" = l."account_id"
		WHERE l."lender_id" <> h."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account"
			OR h."status" <> 'PENDING'
		LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'hold % reserves % on an account of another lender or code, or is resolved', bad."hold_id", bad."account";
	END IF;
	SELECT l."hold_id", a."unit", sum(l."amount") AS "imbalance" INTO bad FROM new_lines l
		JOIN "ledger_accounts" a ON a."id" = l."account_id"
		GROUP BY l."hold_id", a."unit" HAVING sum(l."amount") <> 0
		LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'hold % does not balance in %: % over', bad."hold_id", bad."unit", bad."imbalance";
	END IF;
	PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM new_lines) ORDER BY "id" FOR UPDATE;
	UPDATE "ledger_accounts" a
		SET "pending_debits" = a."pending_debits" + s."debits", "pending_credits" = a."pending_credits" + s."credits"
		FROM (
			SELECT "account_id", coalesce(sum("amount") FILTER (WHERE "amount" > 0), 0) AS "debits",
				coalesce(-sum("amount") FILTER (WHERE "amount" < 0), 0) AS "credits"
			FROM new_lines GROUP BY "account_id"
		) s
		WHERE a."id" = s."account_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_hold_lines_reserve" AFTER INSERT ON "ledger_hold_lines"
	REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_hold_lines_reserve"();--> statement-breakpoint
CREATE TRIGGER "ledger_hold_lines_no_change" BEFORE UPDATE OR DELETE ON "ledger_hold_lines"
	FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_hold_lines_no_truncate" BEFORE TRUNCATE ON "ledger_hold_lines"
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
CREATE FUNCTION "ledger_hold_resolve"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A posted hold is told its entry once, after the entry posts (its reservation released first).
	IF OLD."status" = 'POSTED' AND OLD."entry_id" IS NULL AND NEW."entry_id" IS NOT NULL
		AND (NEW."id", NEW."status", NEW."lender_id", NEW."resolved_at") IS NOT DISTINCT FROM (OLD."id", OLD."status", OLD."lender_id", OLD."resolved_at") THEN
		RETURN NEW;
	END IF;
	IF OLD."status" <> 'PENDING' OR NEW."id" <> OLD."id" OR NEW."lender_id" <> OLD."lender_id" THEN
		RAISE EXCEPTION 'hold % is resolved (%) and never changes', OLD."id", OLD."status";
	END IF;
	IF NEW."status" <> 'PENDING' THEN
		PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM "ledger_hold_lines" WHERE "hold_id" = OLD."id") ORDER BY "id" FOR UPDATE;
		UPDATE "ledger_accounts" a
			SET "pending_debits" = a."pending_debits" - s."debits", "pending_credits" = a."pending_credits" - s."credits"
			FROM (
				SELECT "account_id", coalesce(sum("amount") FILTER (WHERE "amount" > 0), 0) AS "debits",
					coalesce(-sum("amount") FILTER (WHERE "amount" < 0), 0) AS "credits"
				FROM "ledger_hold_lines" WHERE "hold_id" = OLD."id" GROUP BY "account_id"
			) s
			WHERE a."id" = s."account_id";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_holds_resolve" BEFORE UPDATE ON "ledger_holds"
	FOR EACH ROW EXECUTE FUNCTION "ledger_hold_resolve"();--> statement-breakpoint
CREATE TRIGGER "ledger_holds_no_delete" BEFORE DELETE ON "ledger_holds"
	FOR EACH ROW EXECUTE FUNCTION "journal_immutable"();--> statement-breakpoint
-- A stored balance changes only by a posting or a hold (a trigger, one level down), never by a
-- statement of its own; an account is never deleted.
CREATE FUNCTION "ledger_account_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'ledger accounts are never deleted';
	END IF;
	IF pg_trigger_depth() < 2 AND (NEW."posted_debits", NEW."posted_credits", NEW."pending_debits", NEW."pending_credits",
			NEW."lender_id", NEW."code", NEW."unit", NEW."owner_id")
		IS DISTINCT FROM (OLD."posted_debits", OLD."posted_credits", OLD."pending_debits", OLD."pending_credits",
			OLD."lender_id", OLD."code", OLD."unit", OLD."owner_id") THEN
		RAISE EXCEPTION 'a ledger account''s balance changes only by posting to the journal';
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE OR DELETE ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_account_guard"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION "journal_immutable"();
