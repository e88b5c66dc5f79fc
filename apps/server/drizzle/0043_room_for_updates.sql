-- Room in each page for the rows every day rewrites: a loan's row (its business day, by the close
-- of business), an account's balances and an instalment's sums (by every posting). The columns
-- these updates change are not indexed (but a loan's overdue_since and status, which change on
-- few days), so with free space on its page the new version of a row stays there (a HOT update):
-- no index is written and the table does not grow by a row version a loan a day. Pages written from now on keep a fifth free; older ones gain it as they
-- are rewritten (VACUUM FULL, or pg_repack on a live database).
ALTER TABLE "loans" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "ledger_accounts" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "instalment_balances" SET (fillfactor = 80);
