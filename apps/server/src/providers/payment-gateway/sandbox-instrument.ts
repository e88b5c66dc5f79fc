import { businessDateOf } from '../../lib/clock.ts';
import type { PaymentMethod } from './index.ts';
import { sandboxCheckoutMagic, type Instrument } from './sandbox-timeline.ts';

/** The net banking banks the hosted page lists, by Razorpay's bank codes. */
export const sandboxNetBankingBanks: readonly { code: string; name: string }[] = [
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: sandboxCheckoutMagic.failingBank, name: 'Failing Bank' },
];

/** The fields of the hosted page's form, as posted. */
export type CheckoutForm = {
  method?: string | undefined;
  vpa?: string | undefined;
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvv?: string | undefined;
  bank?: string | undefined;
};

export const isPaymentMethod = (value: string | undefined): value is PaymentMethod =>
  value === 'upi' || value === 'card' || value === 'netbanking';

const vpaPattern = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;

/** The Luhn check every card number passes. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardError(digits: string, expiry: string, cvv: string, now: Date): string | undefined {
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) return 'Enter a valid 16-digit card number.';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return 'Enter the expiry as MM/YY.';
  const [year, month] = businessDateOf(now).split('-').map(Number) as [number, number];
  if ((2000 + Number(match[2])) * 12 + Number(match[1]) < year * 12 + month) return 'This card has expired.';
  if (!/^\d{3}$/.test(cvv)) return 'Enter the 3-digit CVV.';
  return undefined;
}

/**
 * The payer's instrument from the form, or what the page says is wrong with it (the checkout
 * refuses these before any payment is made). Messages never echo what was typed.
 */
export function instrumentOf(
  method: PaymentMethod,
  form: CheckoutForm,
  now: Date,
): { instrument: Instrument } | { error: string } {
  switch (method) {
    case 'upi': {
      const vpa = (form.vpa ?? '').trim().toLowerCase();
      return vpaPattern.test(vpa)
        ? { instrument: { method, vpa } }
        : { error: 'Enter your UPI ID, like name@bank.' };
    }
    case 'card': {
      const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
      const error = cardError(digits, (form.expiry ?? '').trim(), (form.cvv ?? '').trim(), now);
      return error ? { error } : { instrument: { method, cardNumber: digits } };
    }
    case 'netbanking': {
      const bank = sandboxNetBankingBanks.find((entry) => entry.code === form.bank);
      return bank ? { instrument: { method, bank: bank.code } } : { error: 'Choose your bank.' };
    }
  }
}
