import { formatRupees, paise } from '@kredo/domain/money';
import { and, eq, gte, inArray, isNull, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { AppDeps } from '../../app-deps.ts';
import { journalEntries, journalLines } from '../ledger/ledger.schema.ts';
import { findUserById } from '../users/users.service.ts';
import { documentLanguageOf } from './loan-document-sources.ts';
import { findLoan } from './loan-position.ts';
import { penalChargeNotices } from './loan-payments.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'notifier'>;

/** The SMS telling a borrower of a penal charge and its reason, in their language. */
export const penalChargeNotice = (
  amount: number,
  account: string,
  instalment: number,
  language: 'en' | 'hi',
) =>
  language === 'hi'
    ? `Kredo: ऋण ${account} की किस्त ${instalment} नियत तिथि तक नहीं चुकाई गई, इसलिए Rs ${formatRupees(paise(amount), { symbol: false })} का दंडात्मक प्रभार लगाया गया है। यह ब्याज नहीं है। कृपया ऐप में अपना बकाया चुकाएँ।`
    : `Kredo: a penal charge of Rs ${formatRupees(paise(amount), { symbol: false })} was levied on loan ${account} because instalment ${instalment} was not paid by its due date. It is a charge, not interest. Please pay your dues in the app.`;

/** How far back the sweep looks for charges to tell of. */
const lookBackMs = 3 * 86_400_000;

/**
 * Tells each borrower of a penal charge the close of business levied (RBI: every penal charge is
 * told to the borrower with its reason), once: the charge is marked first and unmarked when the
 * sending fails. A charge already withdrawn (the money was there on time) is not told of.
 */
export async function tellOfPenalCharges(deps: Deps, report: (error: unknown) => void): Promise<number> {
  const reversal = alias(journalEntries, 'reversal');
  const charges = await deps.db
    .select({ id: journalEntries.id, loanId: journalEntries.loanId, key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .leftJoin(penalChargeNotices, eq(penalChargeNotices.entryId, journalEntries.id))
    .leftJoin(reversal, eq(reversal.reversesEntryId, journalEntries.id))
    .where(
      and(
        eq(journalEntries.kind, 'penal-charge'),
        like(journalEntries.idempotencyKey, 'cob:%'),
        gte(journalEntries.postedAt, new Date(deps.clock.nowMs() - lookBackMs)),
        isNull(penalChargeNotices.entryId),
        isNull(reversal.id),
      ),
    )
    .limit(200);
  let told = 0;
  for (const charge of charges) {
    const marked = await deps.db
      .insert(penalChargeNotices)
      .values({ entryId: charge.id, sentAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0 || !charge.loanId) continue;
    try {
      const loan = await findLoan(deps.db, charge.loanId);
      const user = loan && (await findUserById(deps.db, loan.userId));
      if (!loan || !user?.mobile) continue;
      const [line] = await deps.db
        .select({ amount: journalLines.amount, instalmentNumber: journalLines.instalmentNumber })
        .from(journalLines)
        .where(and(eq(journalLines.entryId, charge.id), inArray(journalLines.account, ['penal-receivable'])));
      await deps.notifier.send({
        channel: 'sms',
        to: user.mobile,
        template: 'penal-charge',
        text: penalChargeNotice(
          line?.amount ?? 0,
          loan.lenderLoanAcctId,
          line?.instalmentNumber ?? 0,
          await documentLanguageOf(deps.db, loan),
        ),
      });
      told += 1;
    } catch (error) {
      await deps.db.delete(penalChargeNotices).where(eq(penalChargeNotices.entryId, charge.id));
      report(error);
    }
  }
  return told;
}
