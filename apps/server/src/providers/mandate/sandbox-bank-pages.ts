import { formatMoney, paise } from '@kredo/domain/money';
import type { MandateFrequency } from '@kredo/domain/repayment-modes';

import type { SandboxMandateRow } from './sandbox.schema.ts';
import { sandboxBankName, sandboxBankSupport } from './sandbox-banks.ts';
import {
  actionButton,
  button,
  cancelButton,
  errorMessage,
  escapeHtml,
  hidden,
  htmlPage,
  input,
  link,
  paragraph,
} from './sandbox-page-html.ts';
import { pagePathOf } from './sandbox-paths.ts';

/** The sandbox bank's test values (docs/providers.md). */
export const sandboxBankPageMagic = {
  /** Net banking: authentication fails (AP11). */
  failingPassword: 'wrong',
  /** Net banking: the bank's session times out; the mandate stays pending. */
  timeoutPassword: 'timeout',
  /** Debit card: authentication fails (AP11). */
  failingOtp: '000000',
} as const;

const frequencyNames: Record<MandateFrequency, string> = {
  MNTH: 'Monthly',
  QURT: 'Quarterly',
  MIAN: 'Half-yearly',
  YEAR: 'Yearly',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const displayDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

const maskedAccount = (row: SandboxMandateRow) => `XXXXXX${row.accountNumberLast4}`;

function facts(row: SandboxMandateRow): string {
  const rows: [string, string][] = [
    ['Corporate', row.corporateName],
    ['Maximum amount', formatMoney(paise(row.maxAmount))],
    ['Frequency', frequencyNames[row.frequency]],
    ['Valid from', displayDate(row.validFrom)],
    ['Valid until', displayDate(row.validUntil)],
    ['Bank', sandboxBankName(row.ifsc)],
    ['Account', maskedAccount(row)],
  ];
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** LotusPay's page: the mandate's terms and the ways the borrower's bank authenticates. */
export function authorisePage(row: SandboxMandateRow, token: string): string {
  const { authModes } = sandboxBankSupport(row.ifsc);
  const modes = [
    authModes.includes('NET_BANKING')
      ? actionButton(pagePathOf(row.id, 'net-banking'), 'get', token, 'Net banking')
      : '',
    authModes.includes('DEBIT_CARD')
      ? actionButton(pagePathOf(row.id, 'debit-card'), 'get', token, 'Debit card')
      : '',
  ].join('');
  return htmlPage(
    'Authorise your e-mandate',
    `${paragraph(`You authorise ${row.corporateName} to debit your account by NACH, up to the maximum amount each time.`)}
${facts(row)}${paragraph(`Authorise with ${sandboxBankName(row.ifsc)}:`)}${modes}
${actionButton(pagePathOf(row.id, 'cancel'), 'post', token, 'Cancel', true)}
${paragraph('LotusPay e-mandate (sandbox). NPCI registers the mandate after your bank authorises it.', 'note')}`,
  );
}

const summary = (row: SandboxMandateRow) =>
  paragraph(
    `Authorise the e-mandate of ${row.corporateName} for up to ${formatMoney(paise(row.maxAmount))} on account ${maskedAccount(row)}.`,
  );

export function netBankingPage(row: SandboxMandateRow, token: string, error?: string): string {
  return htmlPage(
    `${sandboxBankName(row.ifsc)} NetBanking`,
    `${errorMessage(error)}${summary(row)}
<form method="post" action="${escapeHtml(pagePathOf(row.id, 'net-banking'))}">${hidden('token', token)}
${input({ name: 'customerId', label: 'Customer ID' })}
${input({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
${button('Log in and authorise')}${cancelButton(pagePathOf(row.id, 'cancel'))}</form>
${paragraph(`Sandbox bank: any customer ID and password authorise; the password '${sandboxBankPageMagic.failingPassword}' fails and '${sandboxBankPageMagic.timeoutPassword}' times out.`, 'note')}`,
  );
}

export function debitCardPage(row: SandboxMandateRow, token: string, error?: string): string {
  return htmlPage(
    `${sandboxBankName(row.ifsc)} debit card`,
    `${errorMessage(error)}${summary(row)}
<form method="post" action="${escapeHtml(pagePathOf(row.id, 'debit-card'))}">${hidden('token', token)}
${input({ name: 'cardNumber', label: 'Card number', inputmode: 'numeric', autocomplete: 'cc-number', maxlength: 19 })}
${input({ name: 'expiry', label: 'Expiry (MM/YY)', inputmode: 'numeric', autocomplete: 'cc-exp', maxlength: 5, placeholder: 'MM/YY' })}
${button('Continue')}${cancelButton(pagePathOf(row.id, 'cancel'))}</form>`,
  );
}

export function otpPage(row: SandboxMandateRow, token: string, error?: string): string {
  return htmlPage(
    `${sandboxBankName(row.ifsc)} debit card`,
    `${errorMessage(error)}${paragraph(`Enter the one-time password your bank sent to the mobile number registered with account ${maskedAccount(row)}.`)}
<form method="post" action="${escapeHtml(pagePathOf(row.id, 'otp'))}">${hidden('token', token)}
${input({ name: 'otp', label: 'One-time password', inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: 6 })}
${button('Submit')}${cancelButton(pagePathOf(row.id, 'cancel'))}</form>
${paragraph(`Sandbox bank: no message is sent; any 6 digits authorise, ${sandboxBankPageMagic.failingOtp} fails.`, 'note')}`,
  );
}

const backToApp = (returnHref: string | undefined) =>
  returnHref ? link(returnHref, 'Return to merchant') : paragraph('Close this page to return to the app.');

/** NPCI's 'dropped case': the bank's session ended before the borrower finished. */
export function timeoutPage(returnHref: string | undefined): string {
  return htmlPage(
    'Your session has timed out',
    `${paragraph('No mandate was authorised. You can start again from the app.')}${backToApp(returnHref)}`,
  );
}

export function deadLinkPage(): string {
  return htmlPage(
    'This mandate link is no longer valid',
    paragraph('Please go back to the app to see where your mandate stands.'),
  );
}

/** Where a return address is not this site's: the borrower goes back by hand. */
export function closePage(): string {
  return htmlPage('E-mandate', paragraph('Close this page to return to the app.'));
}
