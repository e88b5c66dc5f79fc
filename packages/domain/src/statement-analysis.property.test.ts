import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  analyseStatement,
  findBalanceChainBreaks,
  listEndOfDayBalances,
  type AnalysedTransaction,
} from './statement-analysis.ts';

const AMOUNT = 10_000_000_000; // ₹10 crore in paise: a hundred rows stay far inside the safe range
const isoOf = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

/** A statement built by chaining: each row's balance is the previous one plus credit minus debit. */
const chainedStatement = fc
  .record({
    opening: fc.integer({ min: -AMOUNT, max: AMOUNT }),
    rows: fc.array(
      fc.record({
        gapDays: fc.integer({ min: 0, max: 20 }),
        amount: fc.integer({ min: 1, max: AMOUNT }),
        isCredit: fc.boolean(),
      }),
      { minLength: 1, maxLength: 60 },
    ),
  })
  .map(({ opening, rows }) => {
    let [balance, day] = [opening, 0];
    const transactions: AnalysedTransaction[] = rows.map((row) => {
      day += row.gapDays;
      balance += row.isCredit ? row.amount : -row.amount;
      return {
        date: isoOf(day),
        narration: row.isCredit ? 'NEFT CR-PAYER' : 'UPI-PAYEE',
        debitPaise: row.isCredit ? 0 : row.amount,
        creditPaise: row.isCredit ? row.amount : 0,
        balancePaise: balance,
      };
    });
    return { openingBalancePaise: opening, transactions };
  });

describe('statement analysis properties', () => {
  it('a statement built by chaining has no balance chain break', () => {
    fc.assert(
      fc.property(chainedStatement, (statement) => {
        expect(analyseStatement(statement).balanceChainBreaks).toBe(0);
      }),
    );
  });

  it('moving one amount by a paisa breaks the chain at exactly that row', () => {
    const withRow = chainedStatement.chain((statement) =>
      fc.record({
        statement: fc.constant(statement),
        index: fc.integer({ min: 0, max: statement.transactions.length - 1 }),
        up: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(withRow, ({ statement, index, up }) => {
        const rows = [...statement.transactions];
        const row = rows[index]!;
        // Up or down by a paisa, never to zero: the row stays a debit or a credit.
        const step = up || Math.max(row.debitPaise, row.creditPaise) === 1 ? 1 : -1;
        rows[index] =
          row.creditPaise > 0
            ? { ...row, creditPaise: row.creditPaise + step }
            : { ...row, debitPaise: row.debitPaise + step };
        expect(findBalanceChainBreaks(statement.openingBalancePaise, rows)).toEqual([index]);
      }),
    );
  });

  it('the average balance lies between the lowest and the highest end-of-day balance', () => {
    fc.assert(
      fc.property(chainedStatement, (statement) => {
        const analysis = analyseStatement(statement);
        const days = listEndOfDayBalances(
          statement.openingBalancePaise,
          statement.transactions,
          analysis.periodFrom!,
          analysis.periodTo!,
        );
        expect(analysis.averageBalancePaise).toBeGreaterThanOrEqual(Math.min(...days));
        expect(analysis.averageBalancePaise).toBeLessThanOrEqual(Math.max(...days));
      }),
    );
  });

  it('every end-of-day balance is the last printed balance on or before that day', () => {
    fc.assert(
      fc.property(chainedStatement, ({ openingBalancePaise, transactions }) => {
        const from = transactions[0]!.date;
        const to = transactions.at(-1)!.date;
        const days = listEndOfDayBalances(openingBalancePaise, transactions, from, to);
        days.forEach((balance, offset) => {
          const day = isoOf((Date.parse(from) - Date.UTC(2026, 0, 1)) / 86_400_000 + offset);
          const last = transactions.filter((row) => row.date <= day).at(-1);
          expect(balance).toBe(last?.balancePaise ?? openingBalancePaise);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('money never floats: every figure is a safe integer', () => {
    fc.assert(
      fc.property(chainedStatement, (statement) => {
        const analysis = analyseStatement(statement);
        const figures = [
          analysis.monthsCovered,
          analysis.monthlyIncomePaise,
          analysis.averageBalancePaise,
          analysis.bouncedPayments,
          analysis.balanceChainBreaks,
          ...analysis.salaryCredits.map((credit) => credit.amountPaise),
        ];
        for (const figure of figures) expect(Number.isSafeInteger(figure)).toBe(true);
      }),
    );
  });
});
