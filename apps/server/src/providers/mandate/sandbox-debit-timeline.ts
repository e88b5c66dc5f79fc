import type { DebitStatus } from './index.ts';
import { debitReturnText } from './debit-returns.ts';
import type { SandboxDebitOutcome, SandboxDebitRow, SandboxMandateRow } from './sandbox.schema.ts';
import { clearingOf, extensionEndOf } from './sandbox-debit-calendar.ts';
import { statusAt } from './sandbox-timeline.ts';

/** The amount's last two digits (paise) that pick the bank's answer (docs/providers.md). */
export const sandboxDebitAmountEndings: Readonly<
  Record<string, { extended: boolean; returned: string | null }>
> = {
  '01': { extended: false, returned: '01' },
  '04': { extended: false, returned: '04' },
  '05': { extended: false, returned: '05' },
  '06': { extended: false, returned: '06' },
  '98': { extended: true, returned: null },
  '99': { extended: true, returned: '04' },
};

/** An account number ending so returns every debit with 04: a borrower whose every EMI bounces. */
export const alwaysBouncingAccountEnding = '4404';

/** NPCI refuses the input: unknown UMRN or a mandate that is not active. */
export const INACTIVE_MANDATE = '21';

export type DebitPlan = { extendedUntil: string | null; settlesAt: Date } & (
  { outcome: 'confirmed' } | { outcome: Exclude<SandboxDebitOutcome, 'confirmed'>; reasonCode: string }
);

type DebitFacts = Pick<SandboxDebitRow, 'amount' | 'chargeDate' | 'submitsAt'>;

/**
 * NPCI's and the destination bank's answer to a debit, as fixed at its submission: rejected (21)
 * at once when the mandate is not active then; otherwise by the account's and the amount's
 * magic endings, answered at the final clearing, or two working days later when extended.
 */
export function planDebit(debit: DebitFacts, mandate: SandboxMandateRow): DebitPlan {
  if (statusAt(mandate, debit.submitsAt).status !== 'active')
    return {
      outcome: 'rejected',
      reasonCode: INACTIVE_MANDATE,
      extendedUntil: null,
      settlesAt: debit.submitsAt,
    };
  const ending =
    mandate.accountNumberLast4 === alwaysBouncingAccountEnding
      ? { extended: false, returned: '04' }
      : (sandboxDebitAmountEndings[String(debit.amount % 100).padStart(2, '0')] ?? {
          extended: false,
          returned: null,
        });
  const extendedUntil = ending.extended ? extensionEndOf(debit.chargeDate) : null;
  const settlesAt = clearingOf(extendedUntil ?? debit.chargeDate);
  return ending.returned
    ? { outcome: 'returned', reasonCode: ending.returned, extendedUntil, settlesAt }
    : { outcome: 'confirmed', extendedUntil, settlesAt };
}

/** The plan written at presentation; null before it. */
export function storedPlan(row: SandboxDebitRow): DebitPlan | null {
  if (!row.presentedAt || !row.outcome || !row.settlesAt) return null;
  const { extendedUntil, settlesAt } = row;
  return row.outcome === 'confirmed'
    ? { outcome: 'confirmed', extendedUntil, settlesAt }
    : { outcome: row.outcome, reasonCode: row.reasonCode ?? '', extendedUntil, settlesAt };
}

/** The plan's columns, as written at presentation. */
export const planColumns = (plan: DebitPlan) => ({
  outcome: plan.outcome,
  reasonCode: plan.outcome === 'confirmed' ? null : plan.reasonCode,
  extendedUntil: plan.extendedUntil,
  settlesAt: plan.settlesAt,
});

/**
 * Where the debit stands at `now`: the status API's answer. From its submission on, the answer
 * is the plan written then, or the same plan worked out from the mandate when the sweep that
 * writes it has not run yet (the mandate's state at a past instant never changes).
 */
export function debitStatusAt(row: SandboxDebitRow, mandate: SandboxMandateRow, now: Date): DebitStatus {
  const common = {
    debitId: row.id,
    reference: row.reference,
    amount: row.amount,
    chargeDate: row.chargeDate,
  };
  if (row.cancelledAt && row.cancelledAt <= now) return { ...common, status: 'cancelled' };
  if (now < row.submitsAt) return { ...common, status: 'pending' };
  const plan = storedPlan(row) ?? planDebit(row, mandate);
  const reason = (code: string) => ({ reasonCode: code, reasonText: debitReturnText(code) });
  if (plan.outcome === 'rejected') return { ...common, status: 'rejected', ...reason(plan.reasonCode) };
  if (now < clearingOf(row.chargeDate)) return { ...common, status: 'submitted' };
  if (plan.extendedUntil && now < plan.settlesAt)
    return { ...common, status: 'extended', until: plan.extendedUntil };
  return plan.outcome === 'returned'
    ? { ...common, status: 'returned', ...reason(plan.reasonCode) }
    : { ...common, status: 'confirmed', settledAt: plan.settlesAt };
}
