import { credit, debit, type AccountCode, type JournalLine } from './ledger.ts';
import { paise } from './money.ts';

/**
 * Remittances: the lender paying out what it owes third parties from its bank account, the
 * premiums it collected for the insurer, the gold vendor's price of gold bought for customers, and
 * the GST it charged (less the GST it was charged, its input tax credit). Maker-checker: one staff
 * member proposes with the bank's UTR, another approves (the entry posts) or rejects.
 */
export const remittancePayees = ['insurer', 'gold-vendor', 'gst'] as const;
export type RemittancePayee = (typeof remittancePayees)[number];

/** The payable each payee's remittance settles. */
export const payableAccountOf = {
  insurer: 'insurer-payable',
  'gold-vendor': 'gold-vendor-payable',
  gst: 'gst-payable',
} as const satisfies Record<RemittancePayee, AccountCode>;

/** The accounts a payee's due is read from: its payable, and for GST the input credit set off against it. */
export const dueAccountsOf = (payee: RemittancePayee): AccountCode[] =>
  payee === 'gst' ? ['gst-payable', 'gst-input-credit'] : [payableAccountOf[payee]];

/**
 * The available balances a due is read from (ledger-balances' availableBalance, in paise): the
 * payable's credit balance less what holds reserve out of it, and GST input credit's debit
 * balance less the same (0 for payees other than GST).
 */
export type RemittanceBalances = { payable: number; inputCredit: number };

/**
 * What may be remitted now: the payable's available balance; for GST, net of the input credit
 * available (it is set off, not paid in cash). Never below zero.
 */
export function remittableAmount(payee: RemittancePayee, balances: RemittanceBalances): number {
  const payable = Math.max(0, balances.payable);
  if (payee !== 'gst') return payable;
  return Math.max(0, payable - Math.max(0, balances.inputCredit));
}

/**
 * The input credit a GST remittance of `amount` sets off: all that is available, capped so the
 * amount and the set-off together never exceed GST payable.
 */
export function gstSetOff(amount: number, balances: RemittanceBalances): number {
  return Math.max(0, Math.min(Math.max(0, balances.inputCredit), balances.payable - amount));
}

export class OverRemittanceError extends RangeError {
  constructor(
    readonly amount: number,
    readonly due: number,
  ) {
    super(`A remittance of ${amount} paise exceeds the ${due} paise due`);
    this.name = 'OverRemittanceError';
  }
}

/**
 * The lines of a remittance of `amount` paise (held when proposed, posted when approved): the
 * payable debited and the bank credited; for GST the payable is debited by the amount and the
 * input credit set off too, which is credited. Throws OverRemittanceError beyond what is due.
 */
export function remittanceLines(
  payee: RemittancePayee,
  amount: number,
  balances: RemittanceBalances,
): { lines: JournalLine[]; setOff: number } {
  const due = remittableAmount(payee, balances);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Not an amount to remit: ${amount}`);
  if (amount > due) throw new OverRemittanceError(amount, due);
  const setOff = payee === 'gst' ? gstSetOff(amount, balances) : 0;
  const lines = [
    debit(payableAccountOf[payee], paise(amount + setOff)),
    ...(setOff > 0 ? [credit('gst-input-credit', paise(setOff))] : []),
    credit('bank', paise(amount)),
  ];
  return { lines, setOff };
}

export const remittanceStates = ['PROPOSED', 'APPROVED', 'REJECTED'] as const;
export type RemittanceState = (typeof remittanceStates)[number];

export type RemittanceDecision = { type: 'approve' | 'reject'; staffId: string };

export type RemittanceMove =
  { kind: 'moved'; to: RemittanceState } | { kind: 'refused'; reason: 'same-staff' | 'not-proposed' };

/** A proposed remittance is decided once, by someone other than its proposer. */
export function moveRemittance(
  state: RemittanceState,
  proposedBy: string,
  decision: RemittanceDecision,
): RemittanceMove {
  if (state !== 'PROPOSED') return { kind: 'refused', reason: 'not-proposed' };
  if (decision.staffId === proposedBy) return { kind: 'refused', reason: 'same-staff' };
  return { kind: 'moved', to: decision.type === 'approve' ? 'APPROVED' : 'REJECTED' };
}
