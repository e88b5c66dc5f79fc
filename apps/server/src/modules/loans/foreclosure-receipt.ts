import { allocateReceipt, defaultAllocation, type Allocation } from '@kredo/domain/loan-allocation';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { entryOfKey, postEntry, type PostedEntry } from '../ledger/ledger.service.ts';
import type { LoanRow } from './loan-opening.ts';
import { positionOf } from './loan-position.ts';
import { loans } from './loans.schema.ts';
import { payingLines, postReceipt, receivingAccount, type ReceiptInput } from './receipts.ts';
import { quoteOf } from './repayment-options.ts';

/**
 * A foreclosure: a receipt of at least the day's quote closes the loan (PRE_CLOSED). It pays every
 * overdue amount in the product's order, the principal not yet due and the running period's
 * interest to the day (accrued or not); the advance held goes towards it, and anything paid beyond
 * the quote is held as an advance to refund. A receipt short of the quote is an ordinary receipt.
 */
export async function postForeclosure(
  tx: Db,
  loan: LoanRow,
  input: ReceiptInput,
  now: Date,
): Promise<PostedEntry> {
  const earlier = await entryOfKey(tx, input.idempotencyKey);
  if (earlier) return { entryId: earlier.id, posted: false };
  const position = await positionOf(tx, loan);
  const quote = quoteOf(position, input.businessDate);
  if (input.amount < quote.total || loan.status !== 'DISBURSED') return postReceipt(tx, loan, input, now);
  const overdueTotal = Object.values(quote.overdue).reduce((sum, amount) => sum + amount, 0);
  const { allocations } = allocateReceipt(
    position.dues,
    paise(overdueTotal),
    input.businessDate,
    defaultAllocation,
  );
  const notDue = position.dues.filter((due) => due.dueDate > input.businessDate);
  const running = notDue[0];
  const closing: Allocation[] = [
    ...allocations,
    ...notDue.map((due) => ({
      instalmentNumber: due.instalmentNumber,
      component: 'principal' as const,
      amount: due.unpaid.principal,
    })),
    ...(running
      ? [
          {
            instalmentNumber: running.instalmentNumber,
            component: 'interest' as const,
            amount: quote.interestAccrued,
          },
        ]
      : []),
  ].filter((allocation) => allocation.amount > 0);
  const excess = paise(input.amount - quote.total);
  const posted = await postEntry(
    tx,
    {
      idempotencyKey: input.idempotencyKey,
      lenderId: loan.lenderId,
      kind: 'receipt',
      businessDate: input.businessDate,
      narration: `${input.narration} (foreclosure)`,
      loanId: loan.id,
      lines: [
        debit(receivingAccount[input.source], input.amount, { loanId: loan.id }),
        debit('borrower-advances', quote.advance, { loanId: loan.id }),
        ...payingLines(position, closing),
        credit('fee-income', quote.foreclosureCharge, { loanId: loan.id }),
        credit('borrower-advances', excess, { loanId: loan.id }),
      ],
    },
    now,
  );
  if (posted.posted)
    await tx
      .update(loans)
      .set({
        status: 'PRE_CLOSED',
        closedOn: input.businessDate,
        tags: [...new Set([...loan.tags, 'closed'])],
        overdueSince: null,
        daysPastDue: null,
        assetClass: 'STANDARD',
      })
      .where(eq(loans.id, loan.id));
  return posted;
}
