import { analyseStatement } from '@kredo/domain/statement-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readStatementPdf, statementBanks, type StatementBank } from './read-statement.ts';
import { closeStatementWorkers } from './run-statement-worker.ts';
import { encryptPdf, generateStatementPdf, type GeneratedStatement } from './testing/generate-statement.ts';

// Generated once for the file: seven months with two bounces, several pages per bank.
const statements = new Map<StatementBank, GeneratedStatement>();
const statementOf = (bank: StatementBank) => {
  const statement = statements.get(bank);
  if (!statement) throw new Error(`no ${bank} statement`);
  return statement;
};

beforeAll(async () => {
  for (const [index, bank] of statementBanks.entries()) {
    const statement = await generateStatementPdf({
      bank,
      holderName: 'Sunil Nair',
      accountNumber: '50100123456789',
      months: 7,
      endDate: '2026-10-31',
      seed: 11 + index,
      bounces: 2,
    });
    statements.set(bank, statement);
  }
});
afterAll(closeStatementWorkers);

describe.each(statementBanks)('a %s statement', (bank) => {
  it('reads back every transaction to the paisa, with the holder, account, period and opening balance', async () => {
    const generated = statementOf(bank);
    const reading = await readStatementPdf(generated.bytes, { expectedBank: bank });
    expect(reading).toEqual({
      outcome: 'READ',
      bank,
      pages: generated.pages,
      holderName: 'SUNIL NAIR',
      accountNumberLast4: '6789',
      openingBalancePaise: 2_500_000,
      periodFrom: '2026-04-01',
      periodTo: '2026-10-31',
      transactions: generated.transactions,
    });
    expect(generated.pages).toBeGreaterThan(2);
  });

  it('is read without a bank chosen, and its analysis finds the salary, the bounces and an unbroken chain', async () => {
    const reading = await readStatementPdf(statementOf(bank).bytes, { expectedBank: null });
    if (reading.outcome !== 'READ') throw new Error(`expected READ, got ${JSON.stringify(reading)}`);
    const analysis = analyseStatement(reading);
    expect(analysis).toMatchObject({
      monthsCovered: 7,
      monthlyIncomePaise: 6_500_000,
      bouncedPayments: 2,
      balanceChainBreaks: 0,
    });
    expect(analysis.salaryCredits).toHaveLength(7);
  });
});

describe('an overdrawn account', () => {
  it.each(['SBI', 'HDFC'] as const)('reads %s balances below zero', async (bank) => {
    const generated = await generateStatementPdf({
      bank,
      holderName: 'Asha Verma',
      accountNumber: '32109876543',
      months: 1,
      endDate: '2026-04-30',
      seed: 3,
      openingBalancePaise: -7_500_000,
      transactionsPerMonth: 12,
    });
    expect(generated.transactions.some((row) => row.balancePaise < 0)).toBe(true);
    const reading = await readStatementPdf(generated.bytes, { expectedBank: bank });
    expect(reading).toMatchObject({
      outcome: 'READ',
      openingBalancePaise: -7_500_000,
      transactions: generated.transactions,
    });
  });
});

describe('a password-protected statement', () => {
  let locked: Uint8Array;
  beforeAll(async () => {
    locked = await encryptPdf(statementOf('HDFC').bytes, 'sunil1990');
  });

  it('asks for the password when none is given (an empty one is none)', async () => {
    expect(await readStatementPdf(locked, { expectedBank: 'HDFC' })).toEqual({
      outcome: 'PASSWORD_REQUIRED',
    });
    expect(await readStatementPdf(locked, { expectedBank: 'HDFC', password: '' })).toEqual({
      outcome: 'PASSWORD_REQUIRED',
    });
  });

  it('fails with code 3 on a wrong password', async () => {
    expect(await readStatementPdf(locked, { expectedBank: 'HDFC', password: 'sunil1991' })).toMatchObject({
      outcome: 'FAILED',
      code: 3,
    });
  });

  it('reads it with the right password', async () => {
    expect(await readStatementPdf(locked, { expectedBank: 'HDFC', password: 'sunil1990' })).toMatchObject({
      outcome: 'READ',
      transactions: statementOf('HDFC').transactions,
    });
  });
});
