import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { balanceSheets, trialBalance, unitTotals } from './ledger-reports.ts';
import {
  accountCodes,
  balancedLines,
  chartAccount,
  credit,
  debit,
  type AccountCode,
  type JournalLine,
  type LedgerAmount,
} from './ledger.ts';
import { goldUnits, paise } from './money.ts';

describe('the balance sheet', () => {
  it('sets assets against liabilities and the earnings, each unit on its own', () => {
    const rows = trialBalance([
      // Lent ₹10,000; ₹120 of interest accrued; ₹100 of it received; a gold purchase of 1 g.
      debit('loan-principal', paise(10_000_00)),
      credit('disbursal-clearing', paise(10_000_00)),
      debit('interest-receivable', paise(120_00)),
      credit('interest-income', paise(120_00)),
      debit('gateway-suspense', paise(100_00)),
      credit('interest-receivable', paise(100_00)),
      debit('gateway-fee-expense', paise(2_00)),
      credit('gateway-suspense', paise(2_00)),
      debit('gold-in-vault', goldUnits(10_000)),
      credit('customer-gold', goldUnits(10_000), { subjectId: 'holding' }),
    ]);
    const [rupees, gold] = balanceSheets(rows);
    expect(rupees).toMatchObject({
      unit: 'INR',
      totalAssets: 10_000_00 + 20_00 + 98_00,
      totalLiabilities: 10_000_00,
      income: 120_00,
      expenses: 2_00,
      earnings: 118_00,
      difference: 0,
    });
    expect(rupees?.assets.map((line) => [line.account, line.amount])).toEqual([
      ['loan-principal', 10_000_00],
      ['interest-receivable', 20_00],
      ['gateway-suspense', 98_00],
    ]);
    expect(gold).toMatchObject({ unit: 'XAU', totalAssets: 10_000, totalLiabilities: 10_000, earnings: 0 });
    expect(unitTotals(rows)).toEqual([
      { unit: 'INR', debits: 10_222_00, credits: 10_222_00 },
      { unit: 'XAU', debits: 10_000, credits: 10_000 },
    ]);
  });

  it('shows a journal that lost a line as a difference, in the unit it lost it from', () => {
    const rows = trialBalance([
      debit('loan-principal', paise(500)),
      credit('disbursal-clearing', paise(400)),
    ]);
    expect(balanceSheets(rows)[0]?.difference).toBe(100);
    expect(unitTotals(rows)[0]).toEqual({ unit: 'INR', debits: 500, credits: 400 });
  });

  it('closes with no difference after any balanced entries, in every unit', () => {
    const rupeeCodes = accountCodes.filter((code) => chartAccount(code).unit === 'INR');
    const goldCodes = accountCodes.filter((code) => chartAccount(code).unit === 'XAU');
    const leg = (codes: AccountCode[]) =>
      fc.record({
        from: fc.constantFrom(...codes),
        to: fc.constantFrom(...codes),
        amount: fc.integer({ min: 1, max: 1e9 }),
      });
    const entries = fc.array(fc.oneof(leg(rupeeCodes), leg(goldCodes)), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(entries, (legs) => {
        const lines: JournalLine[] = legs.flatMap(({ from, to, amount }) =>
          balancedLines([debit(from, amount as LedgerAmount), credit(to, amount as LedgerAmount)]),
        );
        const rows = trialBalance(lines);
        for (const sheet of balanceSheets(rows)) expect(sheet.difference).toBe(0);
        for (const total of unitTotals(rows)) expect(total.debits).toBe(total.credits);
      }),
    );
  });
});
