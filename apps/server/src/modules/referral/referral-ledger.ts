import type { IsoDate } from '@kredo/domain/calendar-date';
import { credit, debit, productBookId } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';

import type { Db } from '../../db/database.ts';
import { postEntry, reverseEntry } from '../ledger/ledger.service.ts';

/**
 * Referral cashback in the product's own book (docs/decisions.md 'Referral cashback'): earned,
 * an expense owed to the referrer (Dr referral-cashback-expense, Cr cashback-payable) under the
 * referral's key, so it is earned once however often the disbursal is told; paid by the payout
 * bank (Dr cashback-payable, Cr disbursal-clearing) under the payout's key. A loan exited in its
 * cooling-off period reverses the earned entry; a payout returned by the bank reverses its own.
 */
export const earnedKey = (referralId: string) => `referral-cashback:${referralId}`;
export const paidKey = (payoutId: string) => `referral-cashback-paid:${payoutId}`;

type Cashback = { id: string; referralId: string; amountPaise: number };

export const postCashbackEarned = (tx: Db, cashback: Cashback, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: earnedKey(cashback.referralId),
      lenderId: productBookId,
      kind: 'referral-cashback',
      businessDate: day,
      narration: `Referral cashback earned, ${cashback.id}`,
      lines: [
        debit('referral-cashback-expense', paise(cashback.amountPaise)),
        credit('cashback-payable', paise(cashback.amountPaise)),
      ],
    },
    now,
  );

/** Nothing is earned after all: the referred loan was exited in its cooling-off period or returned. */
export const reverseCashbackEarned = (tx: Db, cashback: Cashback, why: string, day: IsoDate, now: Date) =>
  reverseEntry(
    tx,
    earnedKey(cashback.referralId),
    `Referral cashback void: ${why}`,
    day,
    now,
    'referral-cashback',
  );

type Payout = { id: string; amountPaise: number };

export const postCashbackPaid = (tx: Db, payout: Payout, day: IsoDate, now: Date) =>
  postEntry(
    tx,
    {
      idempotencyKey: paidKey(payout.id),
      lenderId: productBookId,
      kind: 'referral-cashback',
      businessDate: day,
      narration: `Referral cashback paid, ${payout.id}`,
      lines: [
        debit('cashback-payable', paise(payout.amountPaise)),
        credit('disbursal-clearing', paise(payout.amountPaise)),
      ],
    },
    now,
  );

/** A paid cashback returned by the referrer's bank: owed again. */
export const reverseCashbackPaid = (tx: Db, payout: Payout, why: string, day: IsoDate, now: Date) =>
  reverseEntry(
    tx,
    paidKey(payout.id),
    `Referral cashback returned (${why}): owed again`,
    day,
    now,
    'referral-cashback',
  );
