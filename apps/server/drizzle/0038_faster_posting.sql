ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "journal_lines_lender_account_idx";--> statement-breakpoint
DROP INDEX "loans_open_idx";--> statement-breakpoint
CREATE INDEX "loans_open_idx" ON "loans" USING btree ("id") WHERE "loans"."status" = 'DISBURSED';--> statement-breakpoint
-- Posting checks a statement's lines in one pass: each line's account is known, its lender's and
-- its code's, and each entry balances in each unit; then the accounts are locked in id order and
-- their stored balances moved. The planner knows nothing of a transition table's size and would
-- hash whole tables to join a few lines: the functions join through the indexes.
CREATE OR REPLACE FUNCTION "journal_lines_post"() RETURNS trigger LANGUAGE plpgsql
	SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
DECLARE
	bad record;
BEGIN
	SELECT l."entry_id", a."unit", sum(l."amount") AS "imbalance",
		bool_or(a."id" IS NULL OR e."id" IS NULL OR l."lender_id" <> e."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account") AS "misplaced",
		min(l."account") AS "account"
	INTO bad
	FROM new_lines l
		LEFT JOIN "journal_entries" e ON e."id" = l."entry_id"
		LEFT JOIN "ledger_accounts" a ON a."id" = l."account_id"
	GROUP BY l."entry_id", a."unit"
	HAVING sum(l."amount") <> 0
		OR bool_or(a."id" IS NULL OR e."id" IS NULL OR l."lender_id" <> e."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account")
	LIMIT 1;
	IF FOUND AND bad."misplaced" THEN
		RAISE EXCEPTION 'journal entry % (if it exists) posts % to an unknown account or one of another lender or code', bad."entry_id", bad."account";
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'journal entry % does not balance in %: % over', bad."entry_id", bad."unit", bad."imbalance";
	END IF;
	-- NO KEY UPDATE, as the UPDATE itself takes: it does not wait on the key-share locks the lines'
	-- foreign keys take, so two postings sharing accounts queue in id order and never deadlock.
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
CREATE OR REPLACE FUNCTION "ledger_hold_lines_reserve"() RETURNS trigger LANGUAGE plpgsql
	SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
DECLARE
	bad record;
BEGIN
	SELECT l."hold_id", a."unit", sum(l."amount") AS "imbalance",
		bool_or(a."id" IS NULL OR l."lender_id" <> h."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account"
			OR h."status" <> 'PENDING') AS "misplaced",
		min(l."account") AS "account"
	INTO bad
	FROM new_lines l
		JOIN "ledger_holds" h ON h."id" = l."hold_id"
		LEFT JOIN "ledger_accounts" a ON a."id" = l."account_id"
	GROUP BY l."hold_id", a."unit"
	HAVING sum(l."amount") <> 0
		OR bool_or(a."id" IS NULL OR l."lender_id" <> h."lender_id" OR a."lender_id" <> l."lender_id" OR a."code" <> l."account"
			OR h."status" <> 'PENDING')
	LIMIT 1;
	IF FOUND AND bad."misplaced" THEN
		RAISE EXCEPTION 'hold % reserves % on an unknown account or one of another lender or code, or is resolved', bad."hold_id", bad."account";
	END IF;
	IF FOUND THEN
		RAISE EXCEPTION 'hold % does not balance in %: % over', bad."hold_id", bad."unit", bad."imbalance";
	END IF;
	PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM new_lines) ORDER BY "id" FOR NO KEY UPDATE;
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
CREATE OR REPLACE FUNCTION "ledger_hold_resolve"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		PERFORM 1 FROM "ledger_accounts" WHERE "id" IN (SELECT "account_id" FROM "ledger_hold_lines" WHERE "hold_id" = OLD."id") ORDER BY "id" FOR NO KEY UPDATE;
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
$$;
--> statement-breakpoint
-- Rows every close of business updates keep room in their page, so the update stays in place.
ALTER TABLE "loans" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "instalment_balances" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "ledger_accounts" SET (fillfactor = 80);
