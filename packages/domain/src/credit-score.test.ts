import { describe, expect, it } from 'vitest';

import { isoDate } from './calendar-date.ts';
import {
  rateAppInstalled,
  rateBankTransfers,
  rateBureauScore,
  rateCashWithdrawals,
  rateRepaymentHistory,
  repaymentRecordOf,
} from './credit-score-ratings.ts';
import { creditScoreOf, ratingPercent, scoreSegment, type CreditFacts } from './credit-score.ts';

const today = isoDate('2026-06-15');
const due = (dueDate: string, paidOn: string | null) => ({
  dueDate: isoDate(dueDate),
  paidOn: paidOn === null ? null : isoDate(paidOn),
});
const channels = (cash: number, card: number, transfers = 100_000_00, deposits = 0) => ({
  cashWithdrawalPaise: cash,
  cardSpendPaise: card,
  cashDepositPaise: deposits,
  transferPaise: transfers,
});

/** Nothing known but a bureau file: the least a generated report has. */
const bare: CreditFacts = {
  today,
  bureau: { kind: 'NO_HIT' },
  repayments: [],
  statement: null,
  profile: { filled: 0, total: 7 },
  appLastSeenOn: null,
  references: 0,
};

describe('the credit score', () => {
  it('is 0 when nothing can be seen, every parameter POOR', () => {
    const score = creditScoreOf(bare);
    expect(score.totalScore).toBe(0);
    expect(new Set([...Object.values(score.quantitative), ...Object.values(score.qualitative)])).toEqual(
      new Set(['POOR']),
    );
  });

  it('is 100 when every counted parameter is EXCELLENT', () => {
    const score = creditScoreOf({
      today,
      bureau: { kind: 'HIT', score: 790, overdueAccounts: 0, enquiriesLast6Months: 1 },
      repayments: [due('2026-05-05', '2026-05-05'), due('2026-06-05', '2026-06-04')],
      statement: { bouncedPayments: 0, channels: channels(1_000_00, 9_000_00) },
      profile: { filled: 7, total: 7 },
      appLastSeenOn: isoDate('2026-06-01'),
      // Soft Connections weighs nothing: one reference leaves the total at 100.
      references: 1,
    });
    expect(score.totalScore).toBe(100);
    expect(score.qualitative['Soft Connections']).toBe('AVERAGE');
  });

  it('weighs the bureau score 30, so a GOOD bureau alone is 20', () => {
    const score = creditScoreOf({
      ...bare,
      bureau: { kind: 'HIT', score: 720, overdueAccounts: 0, enquiriesLast6Months: 9 },
    });
    expect(score.quantitative['Bureau Score']).toBe('GOOD');
    expect(score.qualitative['Credit Enquiries']).toBe('POOR');
    expect(score.totalScore).toBe(20);
  });

  it('maps a rating to the percent of its bar as the spec says', () => {
    expect(['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR', 'UNKNOWN'].map(ratingPercent)).toEqual([
      100, 75, 50, 25, 25,
    ]);
  });

  it('puts a score in one of five equal segments', () => {
    expect([0, 19, 20, 59, 60, 99, 100].map(scoreSegment)).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });
});

describe('the bureau score', () => {
  it.each([
    [750, 0, 'EXCELLENT'],
    [749, 0, 'GOOD'],
    [700, 0, 'GOOD'],
    [699, 0, 'AVERAGE'],
    [649, 0, 'POOR'],
    [800, 1, 'AVERAGE'],
    [680, 1, 'AVERAGE'],
    [800, 2, 'POOR'],
  ] as const)('score %i with %i overdue accounts is %s', (score, overdueAccounts, rating) => {
    expect(rateBureauScore({ kind: 'HIT', score, overdueAccounts, enquiriesLast6Months: 0 })).toBe(rating);
  });
});

describe('repayment history', () => {
  const rate = (dues: ReturnType<typeof due>[]) => rateRepaymentHistory(repaymentRecordOf(dues, today));

  it('counts dues fallen due or paid, not those still ahead', () => {
    expect(repaymentRecordOf([due('2026-06-05', '2026-06-08'), due('2026-07-05', null)], today)).toEqual({
      counted: 1,
      onTime: 0,
      worstDaysLate: 3,
      daysPastDue: 0,
    });
    expect(rate([due('2026-07-05', null)])).toBe('POOR');
  });

  it('is EXCELLENT paid on time (a due paid early counts), GOOD with one short delay in ten', () => {
    expect(rate([due('2026-05-05', '2026-05-05'), due('2026-07-05', '2026-06-10')])).toBe('EXCELLENT');
    const nine = Array.from({ length: 9 }, (_, i) => due(`2025-0${i + 1}-05`, `2025-0${i + 1}-05`));
    expect(rate([...nine, due('2025-10-05', '2025-10-20')])).toBe('GOOD');
  });

  it('is AVERAGE with an instalment past due today, POOR at 30 days past due or 90 days late once', () => {
    const paid = Array.from({ length: 9 }, (_, i) => due(`2025-0${i + 1}-05`, `2025-0${i + 1}-05`));
    expect(rate([...paid, due('2026-06-05', null)])).toBe('AVERAGE');
    expect(rate([...paid, due('2026-05-16', null)])).toBe('POOR');
    expect(rate([...paid, due('2025-10-05', '2026-01-03')])).toBe('POOR');
  });
});

describe('statement behaviour', () => {
  it('rates cash against card spending, and no spending at all as no cash', () => {
    const rate = (cash: number, card: number) =>
      rateCashWithdrawals({ bouncedPayments: 0, channels: channels(cash, card) });
    expect([rate(25, 75), rate(26, 74), rate(50, 50), rate(75, 25), rate(76, 24), rate(0, 0)]).toEqual([
      'EXCELLENT',
      'GOOD',
      'GOOD',
      'AVERAGE',
      'POOR',
      'EXCELLENT',
    ]);
  });

  it('rates transfers against cash in and out, and a statement not read as POOR', () => {
    const rate = (transfers: number, cash: number, deposits: number) =>
      rateBankTransfers({ bouncedPayments: 0, channels: channels(cash, 0, transfers, deposits) });
    expect([rate(90, 5, 5), rate(89, 11, 0), rate(50, 25, 25), rate(49, 51, 0), rate(0, 0, 0)]).toEqual([
      'EXCELLENT',
      'GOOD',
      'AVERAGE',
      'POOR',
      'POOR',
    ]);
    expect(rateBankTransfers({ bouncedPayments: 0, channels: null })).toBe('POOR');
  });
});

describe('the app installed', () => {
  it('goes by the days since the app last sent its data', () => {
    const rate = (on: string | null) => rateAppInstalled(on === null ? null : isoDate(on), today);
    expect([
      rate('2026-05-16'),
      rate('2026-05-15'),
      rate('2026-01-01'),
      rate('2025-12-01'),
      rate(null),
    ]).toEqual(['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR', 'POOR']);
  });
});
