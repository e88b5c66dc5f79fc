import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { field } from '../test-kit';
import { categoryProblems } from './category-schema';

const accountFields = (['NACH', 'DISBURSAL'] as const).flatMap((purpose) => [
  field(`bankAccounts.${purpose}.beneficiaryName`, `${purpose} Account Holder Name`),
  field(`bankAccounts.${purpose}.ifsc`, `${purpose} IFSC`, { type: 'ifsc' }),
  field(`bankAccounts.${purpose}.accountNumber`, `${purpose} Account Number`),
]);

function answers(
  nach: { accountNumber: string; ifsc: string },
  disbursal: { accountNumber: string; ifsc: string },
) {
  const values: Record<string, string> = {};
  for (const [purpose, account] of [
    ['NACH', nach],
    ['DISBURSAL', disbursal],
  ] as const) {
    values[`bankAccounts.${purpose}.beneficiaryName`] = 'Kavya Iyer';
    values[`bankAccounts.${purpose}.ifsc`] = account.ifsc;
    values[`bankAccounts.${purpose}.accountNumber`] = account.accountNumber;
    values[`bankAccounts.${purpose}.accountNumberAgain`] = account.accountNumber;
  }
  return values;
}

describe('the repayment and disbursal accounts of the application form', () => {
  const sameAccountProblems = {
    'bankAccounts.NACH.accountNumber': messages.repaymentAccountSame,
    'bankAccounts.DISBURSAL.accountNumber': messages.disbursalAccountSame,
  };

  it('refuses one account for both: its number at its IFSC', () => {
    const account = { accountNumber: '50100123456789', ifsc: 'HDFC0000001' };
    expect(
      categoryProblems(
        accountFields,
        answers(account, { ...account, accountNumber: '50100123456789 ' }),
        '2026-01-01',
      ),
    ).toMatchObject(sameAccountProblems);
  });

  it('takes two accounts that only look alike: one number at two banks, or numbers ending alike at one branch', () => {
    for (const [nach, disbursal] of [
      [
        { accountNumber: '50100123456789', ifsc: 'HDFC0000001' },
        { accountNumber: '50100123456789', ifsc: 'ICIC0000002' },
      ],
      [
        { accountNumber: '50100123456789', ifsc: 'HDFC0000001' },
        { accountNumber: '77700000000789', ifsc: 'HDFC0000001' },
      ],
    ] as const) {
      const problems = categoryProblems(accountFields, answers(nach, disbursal), '2026-01-01');
      expect(problems).not.toHaveProperty(['bankAccounts.NACH.accountNumber']);
      expect(problems).not.toHaveProperty(['bankAccounts.DISBURSAL.accountNumber']);
    }
  });
});
