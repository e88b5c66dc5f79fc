import { compareDates } from '@kredo/domain/calendar-date';
import { credit, debit } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { journalLines } from '../ledger/ledger.schema.ts';
import { entryOfKey, postEntry, type PostedEntry } from '../ledger/ledger.service.ts';
import { coolingOffQuoteOf } from './cooling-off-quote.ts';
import type { LoanRow } from './loan-opening.ts';
import { positionOf } from './loan-position.ts';
import { loans } from './loans.schema.ts';
import { postReceipt, receivingAccount, type ReceiptInput } from './receipts.ts';

/**
 * The cooling-off exit after disbursal (docs/decisions.md 'Cooling-off exit', reading C): within
 * the lender's period the borrower pays back what reached their account plus the APR's cost for
 * the days held, with no penalty; the loan closes, the processing fee and its GST are reversed (a
 * credit note), and the NOC follows.
 */
/**
 * Posts the exit, once (under the receipt's key), on the locked loan: the money received, less
 * the advance held, pays all the principal; the processing fee and its GST booked at disbursal are
 * reversed; the APR's cost is the interest (the accrued receivable first, the rest income). The
 * loan closes tagged 'cooling-off'. A receipt short of the quote, or after the period, is an
 * ordinary receipt (never lost): the borrower is then offered the foreclosure.
 */
export async function postCoolingOffExit(
  tx: Db,
  loan: LoanRow,
  input: ReceiptInput,
  now: Date,
): Promise<PostedEntry> {
  const earlier = await entryOfKey(tx, input.idempotencyKey);
  if (earlier) return { entryId: earlier.id, posted: false };
  const quote = loan.status === 'DISBURSED' ? coolingOffQuoteOf(loan, input.businessDate) : null;
  const position = await positionOf(tx, loan);
  if (!quote || input.amount + position.advance < quote.total) return postReceipt(tx, loan, input, now);
  // The fees and their GST the disbursal booked (processing and convenience fees).
  const disbursal = await entryOfKey(tx, `disbursal:${loan.disbursalId}`);
  if (!disbursal) throw new Error(`loan ${loan.id} has no disbursal entry`);
  const booked = await tx.select().from(journalLines).where(eq(journalLines.entryId, disbursal.id));
  const fee = -booked.filter((l) => l.account === 'fee-income').reduce((sum, l) => sum + l.amount, 0);
  const gst = -booked.filter((l) => l.account === 'gst-payable').reduce((sum, l) => sum + l.amount, 0);
  const running =
    position.dues.find((due) => compareDates(due.dueDate, input.businessDate) >= 0) ?? position.dues[0];
  const n = running?.instalmentNumber ?? 1;
  const accrued = Math.min(quote.cost, position.accruedUnpaid.get(n) ?? 0);
  const at = (instalmentNumber: number, component: 'principal' | 'interest') => ({
    loanId: loan.id,
    instalmentNumber,
    component,
  });
  const fromAdvance = Math.min(position.advance, quote.total);
  const excess = paise(input.amount + fromAdvance - quote.total);
  const posted = await postEntry(
    tx,
    {
      idempotencyKey: input.idempotencyKey,
      lenderId: loan.lenderId,
      kind: 'receipt',
      businessDate: input.businessDate,
      narration: `${input.narration} (cooling-off exit, ${quote.days} day${quote.days === 1 ? '' : 's'})`,
      loanId: loan.id,
      lines: [
        debit(receivingAccount[input.source], input.amount, { loanId: loan.id }),
        debit('borrower-advances', paise(fromAdvance), { loanId: loan.id }),
        // The processing fee and its GST are not kept: the APR's cost already carries them.
        debit('fee-income', paise(fee), { loanId: loan.id }),
        debit('gst-payable', paise(gst), { loanId: loan.id }),
        ...position.dues.map((due) =>
          credit('loan-principal', due.unpaid.principal, at(due.instalmentNumber, 'principal')),
        ),
        credit('interest-receivable', paise(accrued), at(n, 'interest')),
        credit('interest-income', paise(quote.cost - accrued), at(n, 'interest')),
        credit('borrower-advances', excess, { loanId: loan.id }),
      ],
    },
    now,
  );
  if (posted.posted) {
    // Interest accrued beyond what the exit pays (a month-end within the period) is taken back.
    const otherAccrued = [...position.accruedUnpaid]
      .map(([k, amount]) => [k, paise(amount - (k === n ? accrued : 0))] as const)
      .filter(([, amount]) => amount > 0);
    if (otherAccrued.length > 0)
      await postEntry(
        tx,
        {
          idempotencyKey: `${input.idempotencyKey}:accrual`,
          lenderId: loan.lenderId,
          kind: 'accrual',
          businessDate: input.businessDate,
          narration: 'Accrued interest reversed: the loan was exited in its cooling-off period',
          loanId: loan.id,
          lines: [
            debit('interest-income', paise(otherAccrued.reduce((sum, [, amount]) => sum + amount, 0)), {
              loanId: loan.id,
            }),
            ...otherAccrued.map(([k, amount]) =>
              credit('interest-receivable', amount, { loanId: loan.id, instalmentNumber: k }),
            ),
          ],
        },
        now,
      );
    await tx
      .update(loans)
      .set({
        status: 'CLOSED',
        closedOn: input.businessDate,
        tags: [...new Set([...loan.tags, 'closed', 'cooling-off'])],
        overdueSince: null,
        daysPastDue: null,
        assetClass: 'STANDARD',
      })
      .where(eq(loans.id, loan.id));
  }
  return posted;
}
