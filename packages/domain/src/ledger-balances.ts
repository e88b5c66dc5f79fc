import type { AccountType } from './ledger.ts';
import { normalSide } from './ledger.ts';

/**
 * An account's stored balance, as TigerBeetle keeps it: what is posted and what holds reserve
 * (pending), each as debits and credits, all non-negative running totals. The database keeps the
 * same four figures on ledger_accounts and changes them in the posting transaction; these are
 * the rules it applies, for tests and for reading them.
 */
export type AccountBalance = {
  postedDebits: number;
  postedCredits: number;
  pendingDebits: number;
  pendingCredits: number;
};

export const emptyBalance = (): AccountBalance => ({
  postedDebits: 0,
  postedCredits: 0,
  pendingDebits: 0,
  pendingCredits: 0,
});

/** A signed amount posted (positive debit, negative credit). */
export function applyPosted(balance: AccountBalance, amount: number): AccountBalance {
  return amount >= 0
    ? { ...balance, postedDebits: balance.postedDebits + amount }
    : { ...balance, postedCredits: balance.postedCredits - amount };
}

/** A signed amount reserved by a hold (+1) or released from one, posted or voided (-1). */
export function applyPending(balance: AccountBalance, amount: number, direction: 1 | -1): AccountBalance {
  return amount >= 0
    ? { ...balance, pendingDebits: balance.pendingDebits + direction * amount }
    : { ...balance, pendingCredits: balance.pendingCredits - direction * amount };
}

/** The posted balance on the account's normal side: an asset's debits less credits, a liability's the other way. */
export function postedBalance(balance: AccountBalance, type: AccountType): number {
  const net = balance.postedDebits - balance.postedCredits;
  return normalSide(type) === 'debit' ? net : -net;
}

/**
 * What may still leave the account: its posted balance less what holds reserve against it (a
 * pending movement away from its normal side). A no-negative account keeps this at zero or more.
 */
export function availableBalance(balance: AccountBalance, type: AccountType): number {
  const away = normalSide(type) === 'debit' ? balance.pendingCredits : balance.pendingDebits;
  return postedBalance(balance, type) - away;
}

export type HoldStatus = 'PENDING' | 'POSTED' | 'VOIDED' | 'EXPIRED';

/** A hold is resolved once: posted, voided by its owner, or voided by the clock at its expiry. */
export function holdTransition(from: HoldStatus, to: HoldStatus): boolean {
  return from === 'PENDING' && to !== 'PENDING';
}

/** Whether a pending hold has run past its expiry at `now`. */
export const holdExpired = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();
