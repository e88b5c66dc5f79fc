import { describe, expect, it } from 'vitest';
import { accountNumbersMatch, isAccountNumber, sameAccount } from './bank-account.ts';

describe('bank account rules', () => {
  it.each(['12345678', '000123456789', 'SB0012345678', ' 50100123456789 ', '123456789012345678'])(
    'accepts %j',
    (number) => {
      expect(isAccountNumber(number)).toBe(true);
    },
  );

  it.each(['1234567', '', '1234 5678', '1234-5678-90', '1234567890123456789', '१२३४५६७८'])(
    'refuses %j',
    (number) => {
      expect(isAccountNumber(number)).toBe(false);
    },
  );

  it('matches the re-entered number regardless of case and blanks at the ends', () => {
    expect(accountNumbersMatch('sb0012345678', ' SB0012345678')).toBe(true);
    expect(accountNumbersMatch('SB0012345678', 'SB0012345679')).toBe(false);
  });

  it('tells the repayment account from the disbursal account by number and IFSC together', () => {
    const at = (accountNumber: string, ifsc = 'HDFC0001234') => ({ accountNumber, ifsc });
    expect(sameAccount(at('50100123456789'), at(' 50100123456789', 'hdfc0001234'))).toBe(true);
    expect(sameAccount(at('sb0012345678'), at('SB0012345678'))).toBe(true);
    expect(sameAccount(at('50100123456789'), at('50100123456780'))).toBe(false);
    // The same last three digits at the same branch: another account.
    expect(sameAccount(at('50100123456789'), at('77700000000789'))).toBe(false);
    // The same digits at another bank's branch: another account.
    expect(sameAccount(at('50100123456789'), at('50100123456789', 'SBIN0005678'))).toBe(false);
  });
});
