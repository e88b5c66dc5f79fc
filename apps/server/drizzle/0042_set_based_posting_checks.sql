-- Posting's checks, set-based. The check that an entry's lines are posted together counts each
-- entry's lines instead of looking for every stored line among the statement's (quadratic in the
-- lines a batch posts); accounts opened are checked once per statement, not by PL/pgSQL per row.
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
	-- The statement's lines are in the table already: an entry with more lines there than here had
	-- some before. Counted per entry on the entry index (a NOT EXISTS against the transition table,
	-- which has no index, compared every line with every other: quadratic in the statement's lines).
	SELECT n."entry_id" INTO bad
		FROM (SELECT "entry_id", count(*) AS "lines" FROM new_lines GROUP BY "entry_id") n
		WHERE (SELECT count(*) FROM "journal_lines" j WHERE j."entry_id" = n."entry_id") <> n."lines"
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
$$;
--> statement-breakpoint
-- An account opens with nothing on it and with the facts its lender's chart gives its code: checked
-- for all the accounts a statement opens at once.
CREATE FUNCTION "ledger_accounts_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT n."code", n."lender_id",
		(n."posted_debits" <> 0 OR n."posted_credits" <> 0 OR n."pending_debits" <> 0 OR n."pending_credits" <> 0) AS "not_empty"
	INTO bad
	FROM new_accounts n
	WHERE n."posted_debits" <> 0 OR n."posted_credits" <> 0 OR n."pending_debits" <> 0 OR n."pending_credits" <> 0
		OR NOT EXISTS (
			SELECT 1 FROM (
				SELECT c."unit", c."type", c."subject", c."no_negative" FROM "ledger_chart" c
				WHERE c."code" = n."code" AND (c."lender_id" = n."lender_id" OR c."lender_id" IS NULL)
				ORDER BY c."lender_id" NULLS LAST LIMIT 1
			) chart
			WHERE (chart."unit", chart."type", chart."subject", chart."no_negative") = (n."unit", n."type", n."subject", n."no_negative")
		)
	LIMIT 1;
	IF FOUND AND bad."not_empty" THEN
		RAISE EXCEPTION 'a ledger account opens with nothing on it';
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'account % is not in lender %''s chart of accounts as opened', bad."code", bad."lender_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- The row guard keeps what only it can do: refuse a DELETE, and an UPDATE outside posting or of an
-- account's identity (its WHEN clause, 0041).
CREATE OR REPLACE FUNCTION "ledger_account_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'ledger accounts are never deleted';
	END IF;
	IF pg_trigger_depth() < 2 THEN
		RAISE EXCEPTION 'a ledger account''s balance changes only by posting to the journal';
	END IF;
	RAISE EXCEPTION 'a ledger account''s identity and flags never change';
END;
$$;--> statement-breakpoint
DROP TRIGGER "ledger_accounts_guard" ON "ledger_accounts";--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE DELETE ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_account_guard"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_opened" AFTER INSERT ON "ledger_accounts"
	REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_opened"();
