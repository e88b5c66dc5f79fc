import fc from 'fast-check';

import { isoDate, type IsoDate } from './calendar-date.ts';
import { type CreditLineBill } from './credit-line-billing.ts';
import { type DayAccrual, type PrincipalMovement } from './credit-line-interest.ts';
import { type CreditLineTerms } from './credit-line-terms.ts';
import {
  advanceTo,
  drawDown,
  openCreditLine,
  placeHold,
  releaseHold,
  repay,
  type CreditLine,
} from './credit-line.ts';
import { basisPoints, paise } from './money.ts';
import { addDays } from './working-days.ts';

/** Credit lines and their histories for the credit-line rules' tests. */

/**
 * January's bill of Rs 10,000 drawn on 12 Jan at 24%: interest Rs 131.51, the processing fee and a
 * convenience fee (Rs 700) with their GST (Rs 126), and the principal.
 */
export const januaryBillFigures = {
  billNumber: 1,
  periodStart: isoDate('2027-01-05'),
  interest: paise(13_151),
  fees: paise(70_000),
  gst: paise(12_600),
  principal: paise(1_000_000),
};

/**
 * The reference line (example figures, not the seed's: reference/lending-rules.md §2.4): Rs 50,000
 * at 24% a year, a Rs 500 processing fee, a 2% convenience fee of at least Rs 199, GST 18%,
 * principal due on the 5th, open 5 Jan 2027 to the end of 2027.
 */
export function creditLineTerms(overrides: Partial<CreditLineTerms> = {}): CreditLineTerms {
  return {
    limit: paise(5_000_000),
    annualRate: basisPoints(2_400),
    processingFee: paise(50_000),
    convenienceFee: { kind: 'percent', rate: basisPoints(200), minimum: paise(19_900) },
    gstRate: basisPoints(1_800),
    principalRepayment: 'on-due-date',
    openedOn: isoDate('2027-01-05'),
    expiresOn: isoDate('2027-12-31'),
    ...overrides,
  };
}

/** One thing that happens to a line; the amounts of 'settle' and 'release' are the oldest hold's. */
export type LineStep =
  | { kind: 'days'; days: number }
  | { kind: 'draw'; amount: number }
  | { kind: 'hold'; amount: number }
  | { kind: 'settle' }
  | { kind: 'release' }
  | { kind: 'repay'; amount: number };

/** The line after a step, with the running totals a test holds it against. */
export type LineSnapshot = {
  step: LineStep;
  line: CreditLine;
  drawn: number;
  /** Repayments less their excess: what the line kept. */
  applied: number;
  /** The principal gained back by the step's repayment (0 for any other step). */
  principalPaid: number;
};

export type LineStory = {
  snapshots: LineSnapshot[];
  line: CreditLine;
  accruals: DayAccrual[];
  bills: CreditLineBill[];
  movements: PrincipalMovement[];
};

/** Runs the steps from the line's opening; a refused drawdown or hold leaves the line as it was. */
export function runLineStory(terms: CreditLineTerms, steps: readonly LineStep[]): LineStory {
  let line = openCreditLine(terms);
  let drawn = 0;
  let applied = 0;
  const held: number[] = [];
  const accruals: DayAccrual[] = [];
  const bills: CreditLineBill[] = [];
  const movements: PrincipalMovement[] = [];
  const snapshots: LineSnapshot[] = [];
  const moved = (date: IsoDate, amount: number) => movements.push({ date, amount: paise(amount) });
  for (const step of steps) {
    let principalPaid = 0;
    if (step.kind === 'days') {
      const advanced = advanceTo(line, addDays(line.today, step.days));
      ({ line } = advanced);
      accruals.push(...advanced.accruals);
      bills.push(...advanced.bills);
    } else if (step.kind === 'draw' || step.kind === 'settle') {
      const amount = step.kind === 'draw' ? step.amount : held[0];
      if (amount === undefined) continue;
      const result = drawDown(line, paise(amount), step.kind === 'settle');
      if (step.kind === 'settle') held.shift();
      if (result.ok) {
        ({ line } = result);
        drawn += amount;
        moved(line.today, amount);
      }
    } else if (step.kind === 'hold') {
      const result = placeHold(line, paise(step.amount));
      if (result.ok) {
        ({ line } = result);
        held.push(step.amount);
      }
    } else if (step.kind === 'release') {
      const amount = held.shift();
      if (amount !== undefined) line = releaseHold(line, paise(amount));
    } else {
      const result = repay(line, paise(step.amount));
      ({ line } = result);
      applied += step.amount - result.repayment.excess;
      principalPaid = result.repayment.principalPaid;
      if (principalPaid > 0) moved(line.today, -principalPaid);
    }
    snapshots.push({ step, line, drawn, applied, principalPaid });
  }
  return { snapshots, line, accruals, bills, movements };
}

/** Lines of Rs 1,000 to Rs 10 lakh, opened in 2027-2028 (so 29 Feb 2028 comes up), for 1 to 400 days. */
export const anyCreditLineTerms: fc.Arbitrary<CreditLineTerms> = fc
  .record({
    limit: fc.integer({ min: 100_000, max: 100_000_000 }),
    annualRate: fc.integer({ min: 0, max: 4_800 }),
    processingFee: fc.integer({ min: 0, max: 500_000 }),
    convenienceFee: fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        rate: fc.integer({ min: 0, max: 500 }).map(basisPoints),
        minimum: fc.integer({ min: 0, max: 50_000 }).map(paise),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        amount: fc.integer({ min: 0, max: 50_000 }).map(paise),
      }),
    ),
    daily: fc.boolean(),
    openOffset: fc.integer({ min: 0, max: 2 * 365 }),
    tenureDays: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ limit, annualRate, processingFee, convenienceFee, daily, openOffset, tenureDays }) => {
    const openedOn = addDays(isoDate('2027-01-01'), openOffset);
    return creditLineTerms({
      limit: paise(limit),
      annualRate: basisPoints(annualRate),
      processingFee: paise(processingFee),
      convenienceFee,
      principalRepayment: daily ? 'daily' : 'on-due-date',
      openedOn,
      expiresOn: addDays(openedOn, tenureDays),
    });
  });

/**
 * 5 to 60 steps; amounts mostly up to a tenth of the limit, some up to 60% or the whole limit
 * (so some drawdowns and holds are refused), a few of nothing or below.
 */
export function anyLineSteps(limit: number): fc.Arbitrary<LineStep[]> {
  const amount = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: Math.ceil(limit / 10) }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: Math.ceil(limit * 0.6) }) },
    { weight: 1, arbitrary: fc.constantFrom(limit, 0, -100) },
  );
  return fc.array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 0, max: 45 }) }),
      },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('draw' as const), amount }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('hold' as const), amount }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: 'release' as const }) },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('repay' as const),
          amount: fc.integer({ min: 0, max: limit }),
        }),
      },
    ),
    { minLength: 5, maxLength: 60, size: 'max' },
  );
}

export const anyLineStory: fc.Arbitrary<{ terms: CreditLineTerms; steps: LineStep[] }> =
  anyCreditLineTerms.chain((terms) => anyLineSteps(terms.limit).map((steps) => ({ terms, steps })));
