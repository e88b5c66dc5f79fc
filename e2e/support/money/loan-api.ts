import { backOfficeDisbursalPaths, type Disbursal } from '@kredo/contract/disbursals';
import { devPaths } from '@kredo/contract/dev';
import {
  backOfficeLedgerPaths,
  type JournalEntryView,
  type TrialBalanceResponse,
} from '@kredo/contract/ledger';
import { loanPaymentPaths, type Payment, type RepaymentOptions } from '@kredo/contract/loan-payments';
import { authPaths, googleSigninResponseSchema } from '@kredo/contract/auth';
import { profilePaths, profileSchema } from '@kredo/contract/profile';
import { staffAuthPaths } from '@kredo/contract/staff';
import { creditLinePaths } from '@kredo/contract/credit-lines';
import type { UserLoansResponse } from '@kredo/contract/loans';

import {
  awaitNachStatus,
  initiateNach,
  netBankingAtBank,
  signedOffer,
} from '../gallery/mandate-borrowers.ts';
import { call, opportunityOf, until, type Offer } from '../gallery/offer-borrowers.ts';

/**
 * The loan money paths over the API the web client and the console use: staff sessions, the
 * maker-checker disbursal, the borrower's payments at the sandbox gateway's hosted page, and the
 * ledger as operations read it.
 */

const demoStaffPassword = 'Kredo-Demo-2026';

/** A back-office session of a demo staff member: password, then the code of their authenticator. */
export async function staffToken(baseUrl: string, email: string): Promise<string> {
  const { challengeId } = await call<{ challengeId: string }>(baseUrl, null, staffAuthPaths.signIn, {
    method: 'POST',
    body: { email, password: demoStaffPassword },
  });
  const { code } = await call<{ code: string }>(
    baseUrl,
    null,
    `${devPaths.staffTotp}?email=${encodeURIComponent(email)}`,
  );
  const session = await call<{ token: string }>(baseUrl, null, staffAuthPaths.verifyTotp, {
    method: 'POST',
    body: { challengeId, code },
  });
  return session.token;
}

/** A new borrower whose e-NACH is registered: the opportunity awaits its payout (DISBURSAL_PENDING). */
export async function borrowerAwaitingPayout(baseUrl: string, underwriter: string, name: string) {
  const offer = await signedOffer(baseUrl, underwriter, name);
  await netBankingAtBank(baseUrl, await initiateNach(baseUrl, offer, 'ENACH'));
  await awaitNachStatus(baseUrl, offer, 'ACTIVATED');
  await until('the payout awaited', async () =>
    (await opportunityOf(baseUrl, offer)).status === 'DISBURSAL_PENDING' ? true : undefined,
  );
  return offer;
}

/** The Google account a borrower signed up with (sessions last hours; the tests move the clock days). */
export async function emailOf(baseUrl: string, offer: Offer): Promise<string> {
  const profile = profileSchema.parse(
    await call(baseUrl, offer.token, `${profilePaths.profile}?userId=${offer.userId}`),
  );
  if (!profile.email) throw new Error(`${offer.name} has no e-mail`);
  return profile.email;
}

/** The borrower signs in again with their sandbox Google account: a fresh session. */
export async function signInAgain(baseUrl: string, offer: Offer, email: string): Promise<Offer> {
  const { credential } = await call<{ credential: string }>(baseUrl, null, devPaths.identityCredential, {
    method: 'POST',
    body: { email, name: offer.name },
  });
  const session = googleSigninResponseSchema.parse(
    await call(baseUrl, credential, authPaths.googleSignin, { method: 'POST', body: {} }),
  );
  if (session.userId !== offer.userId) throw new Error(`${offer.name} signed in as another user`);
  return { ...offer, token: session.dsToken };
}

const disbursalPath = (path: string, id: string) => path.replace(':disbursalId', id);

export const proposeDisbursal = (baseUrl: string, staff: string, offer: Offer) =>
  call<Disbursal>(baseUrl, staff, backOfficeDisbursalPaths.propose, {
    method: 'POST',
    body: { opportunityId: offer.opportunityId, note: 'Checked the signed agreement' },
  });

/** The checker's approval, its HTTP status kept: a second approval of the same disbursal is refused. */
export async function approveDisbursal(baseUrl: string, staff: string, id: string): Promise<number> {
  const response = await fetch(`${baseUrl}${disbursalPath(backOfficeDisbursalPaths.approve, id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    body: JSON.stringify({ note: 'Approved' }),
  });
  await response.arrayBuffer();
  return response.status;
}

export const disbursalOf = (baseUrl: string, staff: string, id: string) =>
  call<Disbursal>(baseUrl, staff, disbursalPath(backOfficeDisbursalPaths.disbursal, id));

export const repaymentOptionsOf = (baseUrl: string, offer: Offer, loanId: string) =>
  call<RepaymentOptions>(baseUrl, offer.token, `${loanPaymentPaths.repaymentOptions}?loan_id=${loanId}`);

/** A payment of `amount` paise ('AMOUNT'), its link at the gateway's hosted page. */
export const createPayment = (baseUrl: string, offer: Offer, loanId: string, amount: number) =>
  call<Payment>(baseUrl, offer.token, loanPaymentPaths.payments, {
    method: 'POST',
    body: { loanId, purpose: 'AMOUNT', amount, returnUrl: `${baseUrl}/#/repayment?loan_id=${loanId}` },
  });

export type PageAnswer =
  { state: 'accepted'; gatewayPaymentId: string; linkStatus: string } | { state: 'refused'; status: number };

/**
 * Pays at the hosted page by UPI, as the browser posts its form: an accepted attempt is a 303 to
 * the return address with the gateway's payment id; the browser is not followed there, so the
 * server learns of the payment only from the gateway (its webhooks or its status API).
 */
export async function payByUpi(baseUrl: string, link: string, vpa: string): Promise<PageAnswer> {
  const response = await fetch(`${baseUrl}${link}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'upi', vpa }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const location = response.headers.get('location') ?? '';
  const paymentId = /[?&]razorpay_payment_id=([^&]+)/.exec(location)?.[1];
  const linkStatus = /[?&]razorpay_payment_link_status=([^&]+)/.exec(location)?.[1] ?? '';
  return response.status === 303 && paymentId
    ? { state: 'accepted', gatewayPaymentId: paymentId, linkStatus }
    : { state: 'refused', status: response.status };
}

/** Where a link stands as its hosted page shows it (a read: the page changes nothing). */
export async function linkState(baseUrl: string, link: string): Promise<'paid' | 'processing' | 'other'> {
  const html = await (await fetch(`${baseUrl}${link}`)).text();
  if (html.includes('Payment received')) return 'paid';
  if (html.includes('Your payment is being processed')) return 'processing';
  return 'other';
}

export const trialBalanceOf = (baseUrl: string, staff: string) =>
  call<TrialBalanceResponse>(baseUrl, staff, backOfficeLedgerPaths.trialBalance);

export const loanJournalOf = async (baseUrl: string, staff: string, loanId: string) =>
  (
    await call<{ entries: JournalEntryView[] }>(
      baseUrl,
      staff,
      backOfficeLedgerPaths.loanStatement.replace(':loanId', loanId),
    )
  ).entries;

export async function advanceClockBy(baseUrl: string, advanceMs: number): Promise<void> {
  await call(baseUrl, null, devPaths.clock, { method: 'POST', body: { advanceMs } });
}

/** A new borrower whose credit line opened on its e-NACH registration: the line's id. */
export async function borrowerWithLine(baseUrl: string, underwriter: string, name: string) {
  const offer = await signedOffer(baseUrl, underwriter, name, { productCode: 'CREDIT_LINE' });
  await netBankingAtBank(baseUrl, await initiateNach(baseUrl, offer, 'ENACH'));
  await awaitNachStatus(baseUrl, offer, 'ACTIVATED');
  const line = await until('the credit line', async () => {
    const list = await call<UserLoansResponse>(baseUrl, offer.token, '/api/kautilya/user-loans');
    return list.loans.find((loan) => loan.is_rloc);
  });
  return { offer, lineId: line.loan_id, limit: line.state.loan_detail.loanDetail.amount };
}

/** A drawdown asked for: the HTTP status and, when refused, the text the screen would show. */
export async function drawDown(
  baseUrl: string,
  offer: Offer,
  body: { loanId: string; amount: number; requestId: string },
): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${baseUrl}${creditLinePaths.drawdown}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${offer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string };
  return { status: response.status, ...(response.ok ? {} : { message: answer.message ?? '' }) };
}

/** The borrower's line as the loan list shows it. */
export async function lineOf(baseUrl: string, offer: Offer, lineId: string) {
  const list = await call<UserLoansResponse>(baseUrl, offer.token, '/api/kautilya/user-loans');
  const line = list.loans.find((loan) => loan.loan_id === lineId);
  if (!line) throw new Error(`line ${lineId} is not listed`);
  return line;
}
