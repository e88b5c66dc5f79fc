import { findLender } from '@kredo/contract/lenders';
import { formatRupees, paise } from '@kredo/domain/money';
import { and, eq, isNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { findUserById } from '../users/users.service.ts';
import { scheduleOf } from './loan-opening.ts';
import { disbursals, loans } from './loans.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'notifier'>;

const rupees = (amount: number) => `Rs ${formatRupees(paise(amount))}`;

/** The SMS and e-mail of a loan paid out (RBI: the borrower is told of the disbursal and its terms). */
export function loanPaidOutTexts(input: {
  amount: number;
  lender: string;
  account: string;
  utr: string;
  accountMasked: string;
  firstEmi: number;
  firstDue: string;
}) {
  const sms = `Kredo: ${rupees(input.amount)} from ${input.lender} is paid to your account ${input.accountMasked} (UTR ${input.utr}). Loan ${input.account}; first EMI ${rupees(input.firstEmi)} on ${input.firstDue}.`;
  const email = [
    `Your loan from ${input.lender} is paid out.`,
    ``,
    `Amount paid to your account ${input.accountMasked}: ${rupees(input.amount)} (UTR ${input.utr})`,
    `Loan account number: ${input.account}`,
    `First EMI: ${rupees(input.firstEmi)} on ${input.firstDue}`,
    ``,
    `You can see your EMI calendar, pay and download your statement of account in the Kredo app.`,
  ].join('\n');
  return { sms, email };
}

/**
 * Tells each borrower whose loan was paid out, once: the row is marked first, and unmarked when
 * the sending fails, so a stop between the two never sends twice and a failure is tried again by
 * the next sweep.
 */
export async function welcomeNewLoans(deps: Deps, report: (error: unknown) => void): Promise<number> {
  const rows = await deps.db
    .select({ loan: loans, disbursal: disbursals })
    .from(loans)
    .innerJoin(disbursals, eq(disbursals.id, loans.disbursalId))
    .where(and(isNull(loans.welcomedAt), eq(loans.status, 'DISBURSED')))
    .limit(100);
  let sent = 0;
  for (const { loan, disbursal } of rows) {
    const marked = await deps.db
      .update(loans)
      .set({ welcomedAt: deps.clock.now() })
      .where(and(eq(loans.id, loan.id), isNull(loans.welcomedAt)))
      .returning({ id: loans.id });
    if (marked.length === 0) continue;
    try {
      const user = await findUserById(deps.db, loan.userId);
      const first = (await scheduleOf(deps.db, loan))[0];
      const texts = loanPaidOutTexts({
        amount: loan.netDisbursedPaise,
        lender: findLender(loan.lenderId)?.name ?? 'your lender',
        account: loan.lenderLoanAcctId,
        utr: disbursal.utr ?? '',
        accountMasked: `XXXXXXX${disbursal.accountNumberLast4.slice(-3)}`,
        firstEmi: first?.instalment ?? loan.instalmentPaise,
        firstDue: first?.dueDate ?? '',
      });
      if (user?.mobile)
        await deps.notifier.send({
          channel: 'sms',
          to: user.mobile,
          template: 'loan-paid-out',
          text: texts.sms,
        });
      if (user?.email)
        await deps.notifier.send({
          channel: 'email',
          to: user.email,
          template: 'loan-paid-out',
          text: texts.email,
        });
      sent += 1;
    } catch (error) {
      await deps.db.update(loans).set({ welcomedAt: null }).where(eq(loans.id, loan.id));
      report(error);
    }
  }
  return sent;
}
