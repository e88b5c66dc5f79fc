-- The account guard's test for an UPDATE moves into the trigger's WHEN clause, which the executor
-- evaluates without calling PL/pgSQL: a posting's UPDATE of its accounts (one trigger level down,
-- identity unchanged) no longer runs the function once per account. A direct UPDATE (no trigger
-- level) or one changing an account's identity or flags still runs it, and it refuses both.
DROP TRIGGER "ledger_accounts_guard" ON "ledger_accounts";--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE INSERT OR DELETE ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_account_guard"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard_update" BEFORE UPDATE ON "ledger_accounts"
	FOR EACH ROW WHEN (pg_trigger_depth() < 1
		OR (NEW."id", NEW."lender_id", NEW."code", NEW."unit", NEW."type", NEW."subject", NEW."owner_id", NEW."no_negative")
			IS DISTINCT FROM (OLD."id", OLD."lender_id", OLD."code", OLD."unit", OLD."type", OLD."subject", OLD."owner_id", OLD."no_negative"))
	EXECUTE FUNCTION "ledger_account_guard"();
