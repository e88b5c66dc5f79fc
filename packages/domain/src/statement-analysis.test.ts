import { describe, expect, it } from 'vitest';

import {
  analyseStatement,
  countBouncedPayments,
  findSalaryCredits,
  type AnalysedTransaction,
} from './statement-analysis.ts';

/** Rows chained from an opening balance: [date, narration, signed amount in paise]. */
function chain(opening: number, rows: Array<[string, string, number]>): AnalysedTransaction[] {
  let balance = opening;
  return rows.map(([date, narration, amount]) => {
    balance += amount;
    return {
      date,
      narration,
      debitPaise: amount < 0 ? -amount : 0,
      creditPaise: amount > 0 ? amount : 0,
      balancePaise: balance,
    };
  });
}

describe('analyseStatement', () => {
  it('reads the period, the months it touches and the salary from a chained statement', () => {
    const transactions = chain(1_000_000, [
      ['2026-04-01', 'NEFT CR-CITI0000002-ACME TECHNOLOGIES PVT LTD-SALARY APR', 6_500_000],
      ['2026-04-05', 'ACH D- BAJAJ FINANCE LTD-P400CD12345', -1_245_600],
      ['2026-05-02', 'NEFT CR-CITI0000002-ACME TECHNOLOGIES PVT LTD-SALARY MAY', 6_500_000],
      ['2026-06-01', 'NEFT CR-CITI0000002-ACME TECHNOLOGIES PVT LTD-SALARY JUN', 7_000_000],
      ['2026-06-20', 'UPI-SWIGGY-SWIGGY@ICICI-612345678901', -45_000],
    ]);
    const analysis = analyseStatement({ openingBalancePaise: 1_000_000, transactions });
    expect(analysis).toMatchObject({
      periodFrom: '2026-04-01',
      periodTo: '2026-06-20',
      monthsCovered: 3,
      monthlyIncomePaise: 6_500_000,
      bouncedPayments: 0,
      balanceChainBreaks: 0,
    });
    expect(analysis.salaryCredits.map((credit) => credit.date)).toEqual([
      '2026-04-01',
      '2026-05-02',
      '2026-06-01',
    ]);
  });

  it("takes the statement's own period when given: months touched, partial ones included", () => {
    const analysis = analyseStatement({
      openingBalancePaise: 0,
      transactions: chain(0, [['2026-05-10', 'CASH DEPOSIT', 100]]),
      periodFrom: '2026-04-15',
      periodTo: '2026-09-15',
    });
    expect(analysis).toMatchObject({ periodFrom: '2026-04-15', periodTo: '2026-09-15', monthsCovered: 6 });
  });

  it('averages the end-of-day balance over every day, the opening balance before the first row, half-up', () => {
    // 1 Apr: 100 (opening), 2 Apr: 200 then 201 at the end of the day, 3 Apr: 201. (100 + 201 + 201) / 3 = 167.33
    const transactions = chain(100, [
      ['2026-04-02', 'A', 100],
      ['2026-04-02', 'B', 1],
    ]);
    const analysis = analyseStatement({
      openingBalancePaise: 100,
      transactions,
      periodFrom: '2026-04-01',
      periodTo: '2026-04-03',
    });
    expect(analysis.averageBalancePaise).toBe(167);
    const tie = analyseStatement({
      openingBalancePaise: 0,
      transactions: chain(0, [['2026-04-02', 'A', 1]]),
      periodFrom: '2026-04-01',
      periodTo: '2026-04-02',
    });
    expect(tie.averageBalancePaise).toBe(1); // 0.5 rounds up
  });

  it('counts a row whose balance does not follow as one break, and an empty statement as nothing', () => {
    const transactions = chain(0, [
      ['2026-04-01', 'A', 500],
      ['2026-04-02', 'B', -100],
    ]);
    transactions[0] = { ...transactions[0]!, creditPaise: 499 };
    expect(analyseStatement({ openingBalancePaise: 0, transactions }).balanceChainBreaks).toBe(1);
    expect(analyseStatement({ openingBalancePaise: 12_300, transactions: [] })).toEqual({
      monthsCovered: 0,
      periodFrom: null,
      periodTo: null,
      salaryCredits: [],
      monthlyIncomePaise: 0,
      averageBalancePaise: 12_300,
      bouncedPayments: 0,
      balanceChainBreaks: 0,
    });
  });
});

describe('findSalaryCredits', () => {
  it('finds a payer of similar amounts in three months without the word salary', () => {
    const transactions = chain(0, [
      ['2026-04-01', 'NEFT CR-HDFC0000240-GLOBEX SERVICES-N0912345', 5_000_000],
      ['2026-05-01', 'NEFT CR-HDFC0000240-GLOBEX SERVICES-N0987654', 5_400_000],
      ['2026-06-01', 'NEFT CR-HDFC0000240-GLOBEX SERVICES-N0911111', 4_600_000],
      ['2026-06-15', 'NEFT CR-HDFC0000240-GLOBEX SERVICES-N0922222', 200_000],
    ]);
    expect(findSalaryCredits(transactions).map((credit) => credit.amountPaise)).toEqual([
      5_000_000, 5_400_000, 4_600_000,
    ]);
  });

  it('does not take a payer seen in two months only, or amounts more than 10% apart', () => {
    const twoMonths = chain(0, [
      ['2026-04-01', 'IMPS-RAHUL SHARMA-612345', 5_000_000],
      ['2026-05-01', 'IMPS-RAHUL SHARMA-612346', 5_000_000],
    ]);
    const apart = chain(0, [
      ['2026-04-01', 'IMPS-RAHUL SHARMA-612345', 1_000_000],
      ['2026-05-01', 'IMPS-RAHUL SHARMA-612346', 1_500_000],
      ['2026-06-01', 'IMPS-RAHUL SHARMA-612347', 2_000_000],
    ]);
    expect(findSalaryCredits(twoMonths)).toEqual([]);
    expect(findSalaryCredits(apart)).toEqual([]);
  });

  it('does not take interest or a returned mandate for a recurring payer', () => {
    const transactions = chain(0, [
      ['2026-03-31', 'CREDIT INTEREST CAPITALISED', 45_000],
      ['2026-04-05', 'ACH D- RETURN-BAJAJ FINANCE LTD-BAJA71234', 1_245_600],
      ['2026-05-05', 'ACH D- RETURN-BAJAJ FINANCE LTD-BAJA71234', 1_245_600],
      ['2026-06-05', 'ACH D- RETURN-BAJAJ FINANCE LTD-BAJA71234', 1_245_600],
      ['2026-06-30', 'CREDIT INTEREST CAPITALISED', 47_000],
      ['2026-09-30', 'CREDIT INTEREST CAPITALISED', 46_000],
    ]);
    expect(findSalaryCredits(transactions)).toEqual([]);
  });

  it('takes the median of the monthly totals: a bonus month does not move it', () => {
    const transactions = chain(0, [
      ['2026-04-01', 'SAL CREDIT APR', 5_000_000],
      ['2026-05-01', 'SAL CREDIT MAY', 5_000_000],
      ['2026-05-20', 'PAYROLL BONUS', 9_000_000],
      ['2026-06-01', 'SAL CREDIT JUN', 5_000_000],
      ['2026-07-01', 'SAL CREDIT JUL', 5_100_000],
    ]);
    expect(analyseStatement({ openingBalancePaise: 0, transactions }).monthlyIncomePaise).toBe(5_050_000);
  });
});

describe('countBouncedPayments', () => {
  it('counts a returned mandate or cheque once, with or without its charge, and not a UPI refund', () => {
    const transactions = chain(0, [
      ['2026-04-05', 'ACH D- BAJAJ FINANCE LTD-P400CD12345', -1_245_600],
      ['2026-04-05', 'ACH D- RETURN-BAJAJ FINANCE LTD-P400CD12345', 1_245_600],
      ['2026-04-05', 'ACH RETURN CHARGES INCL GST', -59_000],
      ['2026-05-10', 'CHQ RETURN CHGS INCL GST-000123', -35_400],
      ['2026-06-05', 'REV-NACH-DR-TATA CAPITAL', 500_000],
      ['2026-06-07', 'UPI REVERSAL-612345678901', 10_000],
    ]);
    expect(countBouncedPayments(transactions)).toBe(3);
  });
});
