DROP INDEX "journal_lines_entry_idx";--> statement-breakpoint
CREATE INDEX "mandates_opportunity_latest" ON "mandates" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id","line_number");--> statement-breakpoint
-- An entry's lines are posted together: a line added later to an entry that has lines is refused,
-- as is a line to a loan's account that names another loan (or none).
CREATE OR REPLACE FUNCTION "journal_lines_post"() RETURNS trigger LANGUAGE plpgsql
	SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
DECLARE
	bad record;
BEGIN
	SELECT l."entry_id", a."unit", sum(l."amount") AS "imbalance",
		bool_or(a."id" IS NULL OR e."id" IS NULL OR l."lender_id" <> e."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account"
			OR (a."subject" = 'loan' AND a."owner_id" IS DISTINCT FROM l."loan_id")) AS "misplaced",
		min(l."account") AS "account"
	INTO bad
	FROM new_lines l
		LEFT JOIN "journal_entries" e ON e."id" = l."entry_id"
		LEFT JOIN "ledger_accounts" a ON a."id" = l."account_id"
	GROUP BY l."entry_id", a."unit"
	HAVING sum(l."amount") <> 0
		OR bool_or(a."id" IS NULL OR e."id" IS NULL OR l."lender_id" <> e."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account"
			OR (a."subject" = 'loan' AND a."owner_id" IS DISTINCT FROM l."loan_id"))
	LIMIT 1;
	IF FOUND AND bad."misplaced" THEN
		RAISE EXCEPTION 'journal entry % (if it exists) posts % to an unknown account or one of another lender, code or loan', bad."entry_id", bad."account";
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry % does not balance in %: % over', bad."entry_id", bad."unit", bad."imbalance";
	END IF;
	SELECT j."entry_id" INTO bad FROM "journal_lines" j
		WHERE j."entry_id" IN (SELECT DISTINCT "entry_id" FROM new_lines)
			AND NOT EXISTS (SELECT 1 FROM new_lines n WHERE n."entry_id" = j."entry_id" AND n."line_number" = j."line_number")
		LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry % was posted before: its lines are never added to', bad."entry_id";
	END IF;
	-- NO KEY UPDATE, as the UPDATE itself takes, locking in id order: two postings sharing accounts
	-- queue rather than deadlock.
	PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM new_lines) ORDER BY "id" FOR NO KEY UPDATE;
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
-- An account changes only by posting (a trigger, one level down); it opens with nothing on it and
-- with the facts its lender's chart gives its code.
CREATE OR REPLACE FUNCTION "ledger_account_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'ledger accounts are never deleted';
	END IF;
	IF TG_OP = 'UPDATE' AND pg_trigger_depth() < 2 THEN
		RAISE EXCEPTION 'a ledger account''s balance changes only by posting to the journal';
	END IF;
	IF TG_OP = 'UPDATE' AND (NEW."id", NEW."lender_id", NEW."code", NEW."unit", NEW."type", NEW."subject", NEW."owner_id", NEW."no_negative")
		IS DISTINCT FROM (OLD."id", OLD."lender_id", OLD."code", OLD."unit", OLD."type", OLD."subject", OLD."owner_id", OLD."no_negative") THEN
		RAISE EXCEPTION 'a ledger account''s identity and flags never change';
	END IF;
	IF TG_OP = 'INSERT' THEN
		IF NEW."posted_debits" <> 0 OR NEW."posted_credits" <> 0 OR NEW."pending_debits" <> 0 OR NEW."pending_credits" <> 0 THEN
			RAISE EXCEPTION 'a ledger account opens with nothing on it';
		END IF;
		IF NOT EXISTS (
			SELECT 1 FROM (
				SELECT c."unit", c."type", c."subject", c."no_negative" FROM "ledger_chart" c
				WHERE c."code" = NEW."code" AND (c."lender_id" = NEW."lender_id" OR c."lender_id" IS NULL)
				ORDER BY c."lender_id" NULLS LAST LIMIT 1
			) chart
			WHERE (chart."unit", chart."type", chart."subject", chart."no_negative") = (NEW."unit", NEW."type", NEW."subject", NEW."no_negative")
		) THEN
			RAISE EXCEPTION 'account % is not in lender %''s chart of accounts as opened', NEW."code", NEW."lender_id";
		END IF;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "ledger_accounts_guard" ON "ledger_accounts";--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE INSERT OR UPDATE OR DELETE ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_account_guard"();
