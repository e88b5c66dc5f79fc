import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  accountCodes,
  balancedLines,
  chartOfAccounts,
  credit,
  debit,
  reversingLines,
  UnbalancedEntryError,
  type JournalLine,
} from './ledger.ts';
import { trialBalance } from './ledger-reports.ts';
import { paise } from './money.ts';

describe('a journal entry', () => {
  it('posts a disbursal: principal receivable against the fee, its GST and the payout', () => {
    const lines = balancedLines([
      debit('loan-principal', paise(100_000_00)),
      credit('fee-income', paise(2_000_00)),
      credit('gst-payable', paise(360_00)),
      credit('disbursal-clearing', paise(97_640_00)),
    ]);
    expect(lines.map((line) => line.amount)).toEqual([100_000_00, -2_000_00, -360_00, -97_640_00]);
  });

  it('is refused when its lines do not sum to zero, saying by how much', () => {
    expect(() =>
      balancedLines([debit('loan-principal', paise(100_00)), credit('disbursal-clearing', paise(99_99))]),
    ).toThrow(new UnbalancedEntryError(1));
  });

  it('drops lines of nothing, and is refused when nothing is left', () => {
    const lines = balancedLines([
      debit('gateway-suspense', paise(500_00)),
      credit('penal-receivable', paise(0)),
      credit('interest-receivable', paise(500_00)),
    ]);
    expect(lines).toHaveLength(2);
    expect(() => balancedLines([credit('fee-income', paise(0))])).toThrow(RangeError);
  });

  it('is undone by its reversing entry, which balances too', () => {
    const lines = balancedLines([
      debit('penal-receivable', paise(500_00)),
      credit('penal-income', paise(500_00)),
    ]);
    const both = [...lines, ...balancedLines(reversingLines(lines))];
    expect(trialBalance(both).every((row) => row.balance === 0)).toBe(true);
  });
});

describe('the trial balance', () => {
  it('lists each account once, in the chart order, with debits, credits and balance', () => {
    const rows = trialBalance([
      debit('gateway-suspense', paise(10_000_00)),
      credit('interest-receivable', paise(2_500_00)),
      credit('loan-principal', paise(7_500_00)),
      debit('loan-principal', paise(50_000_00)),
      credit('disbursal-clearing', paise(50_000_00)),
    ]);
    expect(rows.map((row) => row.account)).toEqual([
      'loan-principal',
      'interest-receivable',
      'disbursal-clearing',
      'gateway-suspense',
    ]);
    expect(rows[0]).toEqual({
      account: 'loan-principal',
      type: 'asset',
      unit: 'INR',
      debits: 50_000_00,
      credits: 7_500_00,
      balance: 42_500_00,
    });
  });

  const account = fc.constantFrom(...accountCodes);
  const entry = fc
    .array(fc.tuple(account, fc.integer({ min: -1_00_00_000_00, max: 1_00_00_000_00 })), {
      minLength: 1,
      maxLength: 6,
    })
    .map((pairs): JournalLine[] => {
      const lines = pairs.map(([code, amount]) => ({ account: code, amount: paise(amount) }));
      const sum = lines.reduce((total, line) => total + line.amount, 0);
      return [...lines, { account: 'collections-clearing', amount: paise(-sum) }];
    });

  it('sums to zero over any set of balanced entries, and debits equal credits', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const lines = entries.flatMap((lines) => {
          try {
            return balancedLines(lines);
          } catch {
            return []; // an entry of nothing
          }
        });
        const rows = trialBalance(lines);
        expect(rows.reduce((total, row) => total + row.balance, 0)).toBe(0);
        expect(rows.reduce((total, row) => total + row.debits, 0)).toBe(
          rows.reduce((total, row) => total + row.credits, 0),
        );
      }),
    );
  });

  it('names every account of the chart with one of the four types', () => {
    for (const code of accountCodes)
      expect(['asset', 'liability', 'income', 'expense']).toContain(chartOfAccounts[code].type);
  });
});
