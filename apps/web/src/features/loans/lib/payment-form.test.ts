import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { paymentBody, paymentFormSchema } from './payment-form';

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
