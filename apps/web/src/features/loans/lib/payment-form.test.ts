import { fill, messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { groupRupees, paymentBody, paymentFormSchema } from './payment-form';

const schema = paymentFormSchema(4_321_000);
const errorOf = (amount: string) => {
  const parsed = schema.safeParse({ purpose: 'AMOUNT', amount });
  return parsed.success
    ? undefined
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("'Another amount'", () => {
  it('takes ₹100 up to the foreclosure total, in rupees as people write them', () => {
    for (const amount of ['100', '₹100', '1,000', '1000.50', '43,210'])
      expect(errorOf(amount), amount).toBeUndefined();
  });

  it("refuses less than ₹100, or what is not an amount, with the catalogue's words", () => {
    for (const amount of ['99.99', '0', '', 'abc', '-500', '100.001'])
      expect(errorOf(amount), amount).toEqual([['amount', messages.paymentAmountTooSmall]]);
  });

  it('refuses more than what closes the loan today', () => {
    expect(errorOf('43,210.01')).toEqual([['amount', messages.paymentAmountTooLarge]]);
  });

  it('is not asked for the other choices', () => {
    expect(schema.safeParse({ purpose: 'NEXT_EMI', amount: 'abc' }).success).toBe(true);
  });

  it('sends the typed amount in paise, and no amount for a priced choice', () => {
    const url = 'http://localhost/#/repayment/result?payment_id=';
    expect(paymentBody({ purpose: 'AMOUNT', amount: '1,500.50' }, 'loan-1', url)).toEqual({
      loanId: 'loan-1',
      purpose: 'AMOUNT',
      amount: 150_050,
      returnUrl: url,
    });
    expect(paymentBody({ purpose: 'DUES', amount: '' }, 'loan-1', url)).toEqual({
      loanId: 'loan-1',
      purpose: 'DUES',
      returnUrl: url,
    });
  });
});

describe("'Prepay part of the loan'", () => {
  const limits = { minimum: 1_141_667, maximum: 4_199_900 };
  const prepaying = paymentFormSchema(4_321_000, limits);
  const errorOf = (amount: string) => {
    const parsed = prepaying.safeParse({ purpose: 'PREPAYMENT', amount });
    return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
  };

  it("takes what the server's limits allow today, and says each limit in rupees", () => {
    for (const amount of ['11,416.67', '20000', '41,999']) expect(errorOf(amount), amount).toBeUndefined();
    const tooSmall = fill(messages.prepaymentTooSmall, { amount: '₹11,416.67' });
    for (const amount of ['11,416.66', '', 'abc']) expect(errorOf(amount), amount).toEqual([tooSmall]);
    expect(errorOf('41,999.01')).toEqual([fill(messages.prepaymentTooLarge, { amount: '₹41,999' })]);
  });

  it('sends the typed amount in paise', () => {
    const url = 'http://localhost/#/repayment/result?payment_id=';
    expect(paymentBody({ purpose: 'PREPAYMENT', amount: '20,000.50' }, 'loan-1', url)).toEqual({
      loanId: 'loan-1',
      purpose: 'PREPAYMENT',
      amount: 2_000_050,
      returnUrl: url,
    });
  });

  it('writes a typed amount in Indian grouping once the field is left, and leaves anything else as typed', () => {
    expect(groupRupees('250000')).toBe('2,50,000');
    expect(groupRupees('₹1234.5')).toBe('1,234.50');
    expect(groupRupees('12ab')).toBe('12ab');
  });
});
