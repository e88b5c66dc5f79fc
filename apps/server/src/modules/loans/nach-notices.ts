import { compareDates, type IsoDate } from '@kredo/domain/calendar-date';
import { bounceCharge, standardChargePolicy } from '@kredo/domain/loan-charges';
import { formatRupees, paise } from '@kredo/domain/money';
import { earliestChargeDate } from '@kredo/domain/nach-collection';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { findUserById } from '../users/users.service.ts';
import { documentLanguageOf } from './loan-document-sources.ts';
import { findLoan } from './loan-position.ts';
import { loanDebits } from './loans.schema.ts';
import type { DebitRow } from './nach-filing.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'notifier'>;
type Language = 'en' | 'hi';

const rupees = (amount: number) => formatRupees(paise(amount), { symbol: false });

/**
 * The pre-debit notice (RBI e-mandate framework): amount, date and the loan, at least 24 hours
 * before the debit, in the language the borrower accepted the offer in.
 */
export const preDebitNotice = (amount: number, date: string, account: string, language: Language = 'en') =>
  language === 'hi'
    ? `Kredo: ऋण ${account} के लिए Rs ${rupees(amount)} आपके बैंक खाते से NACH द्वारा ${date} को काटे जाएँगे। प्रभार से बचने के लिए खाते में पर्याप्त राशि रखें।`
    : `Kredo: Rs ${rupees(amount)} for loan ${account} will be debited from your bank account through NACH on ${date}. Keep sufficient balance to avoid charges.`;
export const bounceNotice = (
  amount: number,
  account: string,
  reason: string,
  charge: number,
  language: Language = 'en',
) => {
  if (language === 'hi')
    return charge > 0
      ? `Kredo: ऋण ${account} के लिए Rs ${rupees(amount)} का आपका NACH डेबिट लौट आया (${reason})। Rs ${rupees(charge)} का बाउंस प्रभार लगेगा। कृपया ऐप में अपनी देय राशि चुकाएँ।`
      : `Kredo: ऋण ${account} के लिए Rs ${rupees(amount)} का आपका NACH डेबिट नहीं हो सका (${reason})। कृपया ऐप में अपनी देय राशि चुकाएँ।`;
  return charge > 0
    ? `Kredo: your NACH debit of Rs ${rupees(amount)} for loan ${account} was returned (${reason}). A bounce charge of Rs ${rupees(charge)} applies. Please pay your dues in the app.`
    : `Kredo: your NACH debit of Rs ${rupees(amount)} for loan ${account} could not be made (${reason}). Please pay your dues in the app.`;
};

/**
 * Sends the pre-debit notice of each presentation the close of business scheduled or filed, once,
 * and records when. A presentation is sent to the mandate service only after its notice.
 */
export async function sendPreDebitNotices(deps: Deps, report: (error: unknown) => void): Promise<number> {
  const rows = await deps.db
    .select()
    .from(loanDebits)
    .where(and(inArray(loanDebits.status, ['SCHEDULED', 'FILING']), isNull(loanDebits.noticeSentAt)))
    .orderBy(asc(loanDebits.chargeDate))
    .limit(200);
  for (const row of rows) await sendNotice(deps, row).catch(report);
  return rows.length;
}

async function sendNotice(deps: Deps, row: DebitRow) {
  const loan = await findLoan(deps.db, row.loanId);
  const user = loan && (await findUserById(deps.db, loan.userId));
  if (!loan || !user?.mobile) return;
  const language = await documentLanguageOf(deps.db, loan);
  // A notice sent now allows this charge date at the earliest: a later one is asked of the bank.
  const chargeDate = laterOf(row.chargeDate as IsoDate, earliestChargeDate(deps.clock.now()));
  await deps.notifier.send({
    channel: 'sms',
    to: user.mobile,
    template: 'pre-debit-notice',
    text: preDebitNotice(row.amountPaise, chargeDate, loan.lenderLoanAcctId, language),
  });
  await deps.db
    .update(loanDebits)
    .set({ noticeSentAt: deps.clock.now(), chargeDate })
    .where(eq(loanDebits.id, row.id));
}

const laterOf = (a: IsoDate, b: IsoDate) => (compareDates(a, b) >= 0 ? a : b);

/**
 * Tells a borrower by SMS that a debit of their loan or line was not made (returned by the bank or
 * refused), with the bounce charge when this answer levied it, in the offer's language.
 */
export async function sendBounceNotice(
  deps: Pick<AppDeps, 'db' | 'notifier'>,
  account: { userId: string; opportunityId: string; lenderLoanAcctId: string },
  debit: { amountPaise: number; reasonText: string | null; reasonCode: string | null },
  charged: boolean,
): Promise<void> {
  const user = await findUserById(deps.db, account.userId);
  if (!user?.mobile) return;
  const { charge, gst } = bounceCharge(standardChargePolicy);
  await deps.notifier.send({
    channel: 'sms',
    to: user.mobile,
    template: 'nach-bounce',
    text: bounceNotice(
      debit.amountPaise,
      account.lenderLoanAcctId,
      debit.reasonText ?? debit.reasonCode ?? 'returned',
      charged ? charge + gst : 0,
      await documentLanguageOf(deps.db, account),
    ),
  });
}

export async function tellOfBounce(deps: Deps, reference: string, charged: boolean) {
  const [row] = await deps.db.select().from(loanDebits).where(eq(loanDebits.reference, reference));
  const loan = row && (await findLoan(deps.db, row.loanId));
  if (row && loan) await sendBounceNotice(deps, loan, row, charged);
}
