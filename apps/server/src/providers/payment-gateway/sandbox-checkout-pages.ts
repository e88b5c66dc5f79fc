import { formatMoney, paise } from '@kredo/domain/money';

import type { PaymentMethod } from './index.ts';
import {
  button,
  cancelButton,
  errorMessage,
  escapeHtml,
  hidden,
  input,
  paragraph,
} from '../mandate/sandbox-page-html.ts';
import type { SandboxPgLinkRow } from './sandbox.schema.ts';
import type { ClosedReason } from './sandbox-checkout.ts';
import { sandboxNetBankingBanks } from './sandbox-instrument.ts';
import { checkoutPage, facts, select, tabs } from './sandbox-page-html.ts';
import { pagePathOf, shortUrlOf } from './sandbox-paths.ts';

/** The merchant the hosted page names. */
const merchantName = 'Kredo Finance';

const methodNames: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
};

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const amountOf = (row: SandboxPgLinkRow) => formatMoney(paise(row.amount));

function methodFields(method: PaymentMethod): string {
  switch (method) {
    case 'upi':
      return input({ name: 'vpa', label: 'UPI ID', autocomplete: 'off', placeholder: 'name@bank' });
    case 'card':
      return [
        input({
          name: 'cardNumber',
          label: 'Card number',
          inputmode: 'numeric',
          autocomplete: 'cc-number',
          maxlength: 19,
        }),
        input({
          name: 'expiry',
          label: 'Expiry (MM/YY)',
          inputmode: 'numeric',
          autocomplete: 'cc-exp',
          maxlength: 5,
          placeholder: 'MM/YY',
        }),
        input({
          name: 'cvv',
          label: 'CVV',
          type: 'password',
          inputmode: 'numeric',
          autocomplete: 'cc-csc',
          maxlength: 3,
        }),
      ].join('');
    case 'netbanking':
      return select(
        'bank',
        'Bank',
        'Choose your bank',
        sandboxNetBankingBanks.map((bank) => ({ value: bank.code, label: bank.name })),
      );
  }
}

const testValues: Record<PaymentMethod, string> = {
  upi: 'Sandbox: success@upi pays, failure@upi is declined, pending@upi is approved 2 minutes later; any other UPI ID pays.',
  card: 'Sandbox: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined; any future expiry and any 3-digit CVV.',
  netbanking: "Sandbox: every bank pays except 'Failing Bank'.",
};

/**
 * The hosted page: the amount and what it is for, a tab per payment method, the chosen method's
 * fields, Pay and Cancel. `message` is a refused entry or a failed attempt.
 */
export function paymentPage(row: SandboxPgLinkRow, method: PaymentMethod, message?: string): string {
  const methodTabs = tabs(
    'Payment method',
    (Object.keys(methodNames) as PaymentMethod[]).map((each) => ({
      href: `${shortUrlOf(row.id)}?method=${each}`,
      label: methodNames[each],
      current: each === method,
    })),
  );
  return checkoutPage(
    `Pay ${merchantName}`,
    `${facts([
      ['Amount', amountOf(row)],
      ['For', row.description],
      ['Pay by', timeFormat.format(row.expireBy)],
    ])}${methodTabs}${errorMessage(message)}
<form method="post" action="${escapeHtml(pagePathOf(row.id))}">${hidden('method', method)}
${methodFields(method)}
${button(`Pay ${amountOf(row)}`)}${cancelButton(pagePathOf(row.id, 'cancel'))}</form>
${paragraph(testValues[method], 'note')}`,
  );
}

const closedPages: Record<ClosedReason, [string, string]> = {
  paid: ['Payment received', 'This payment link has been paid. You can close this page.'],
  processing: [
    'Your payment is being processed',
    'Your bank is confirming the payment. You can close this page; the app shows it when it is done.',
  ],
  expired: ['This payment link has expired', 'Please go back to the app to pay.'],
  cancelled: ['This payment link was cancelled', 'Please go back to the app to pay.'],
};

export function closedPage(reason: ClosedReason): string {
  const [title, text] = closedPages[reason];
  return checkoutPage(title, paragraph(text));
}

export function unknownLinkPage(): string {
  return checkoutPage('This payment link is not valid', paragraph('Please go back to the app to pay.'));
}

/** After a payment whose callback address is not this site's: the borrower goes back by hand. */
export function closePage(row: SandboxPgLinkRow, pending: boolean): string {
  return checkoutPage(
    pending ? 'Your payment is being processed' : 'Payment received',
    paragraph(`${amountOf(row)} to ${merchantName}. Close this page to return to the app.`),
  );
}

/** Cancel, when the callback address is not this site's. */
export function leftPage(): string {
  return checkoutPage('No payment was made', paragraph('Close this page to return to the app.'));
}
