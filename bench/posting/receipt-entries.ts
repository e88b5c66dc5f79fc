// Receipt entries allocated as postReceipt allocates them, posted through postEntry alone: the
// ledger's own cost, for the ledger-posting bench to set beside the whole capture's.
import type { IsoDate } from '@kredo/domain/calendar-date';
import { allocateReceipt, defaultAllocation } from '@kredo/domain/loan-allocation';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';

import type { Db } from '../../apps/server/src/db/database.ts';
import { postEntry, type EntryToPost } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { loansByIds, positionOf } from '../../apps/server/src/modules/loans/loan-position.ts';
import { payingLines, receivingAccount } from '../../apps/server/src/modules/loans/receipts.ts';
import type { BookLoan } from './captured-payments.ts';
import { runPosters, type PostingRun } from './posters.ts';

/**
 * The receipt entry `postReceipt` would post for each loan's EMI paid through the gateway on
 * `day` (allocated to the dues by the same rules, read before the run): for posting through
 * `postEntry` alone, without the capture's reads and writes around it.
 */
export async function receiptEntries(
  db: Db,
  book: readonly BookLoan[],
  day: IsoDate,
): Promise<EntryToPost[]> {
  const entries: EntryToPost[] = [];
  for (let start = 0; start < book.length; start += 500) {
    const rows = await loansByIds(
      db,
      book.slice(start, start + 500).map((loan) => loan.id),
    );
    for (const loan of rows) {
      const position = await positionOf(db, loan);
      const amount = paise(loan.instalmentPaise);
      const { allocations, excess } = allocateReceipt(position.dues, amount, day, defaultAllocation);
      entries.push({
        idempotencyKey: `bench-receipt:${loan.id}`,
        lenderId: loan.lenderId,
        kind: 'receipt',
        businessDate: day,
        narration: 'Payment through the gateway',
        loanId: loan.id,
        lines: [
          debit(receivingAccount.gateway, amount, { loanId: loan.id }),
          ...payingLines(position, allocations),
          credit('borrower-advances', excess, { loanId: loan.id }),
        ],
      });
    }
  }
  return entries;
}

/** Posts each entry in a transaction of its own through `postEntry` alone, `concurrency` at a time. */
export function postEntries(
  db: Db,
  entries: readonly EntryToPost[],
  concurrency: number,
  now: () => Date,
): Promise<PostingRun> {
  return runPosters(entries, concurrency, async (entry) => {
    const { posted } = await db.transaction((tx) => postEntry(tx, entry, now()));
    return posted ? 'credited' : 'posted before';
  });
}
