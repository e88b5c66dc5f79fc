import {
  activeOpportunityResponseSchema,
  consentPaths,
  opportunityResponseSchema,
  type OpportunityDetails,
  type PaForm,
  type PostApprovalField,
} from '@kredo/contract/consent';
import { devPaths, type OutboxMessage } from '@kredo/contract/dev';
import { loanApplicationPaths } from '@kredo/contract/loan-application';
import { profilePaths, profileSchema } from '@kredo/contract/profile';

import { makePng } from '../images.ts';
import { approve, completeProfile, newBorrower, verifyMobile, type Borrower } from './borrowers.ts';

/**
 * Borrowers with an offer after approval, brought to each step of the consent area over the API
 * the web client uses (spec 001 §2.1-2.5), for the gallery's consent screens and the journeys.
 */
export type Offer = Borrower & { opportunityId: string; mobile: string };

type Call = { method?: 'GET' | 'POST'; body?: unknown };

export async function call<T>(
  baseUrl: string,
  token: string | null,
  path: string,
  { method = 'GET', body }: Call = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Polls `read` until it answers something, for `what` (setup runs outside a test: no expect.poll). */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} after ${timeoutMs / 1000} s`);
    // As a screen polls: once a second, so a dozen borrowers set up at once stay well inside the
    // server's rate limit.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The sandbox bank's account ending for an account that does not exist (docs/providers.md). */
const noSuchAccount = '000';

export type OfferOptions = {
  /** The lender 174 of a credit line insures its loans and asks for a nominee; the personal loan's does not. */
  productCode?: 'PERSONAL_LOAN' | 'CREDIT_LINE';
  /** The application's account for this purpose is one the sandbox bank does not know. */
  failingAccount?: 'DISBURSAL' | 'NACH';
  /** The repayment (NACH) account's number, for the sandbox NACH service's magic endings. */
  nachAccountNumber?: string;
  /** The tenure the underwriter approves; 6 months by default. */
  tenureMonths?: number;
  /** The last digits of the borrower's mobile, for the sandbox eSign service's magic endings. */
  mobileEnding?: string;
};

/**
 * A borrower whose grey bureau score refers the application to the underwriter, who approves
 * ₹30,000 over 6 months: an opportunity in LENDER_APPROVED.
 */
export async function approvedOffer(
  baseUrl: string,
  staff: string,
  name: string,
  {
    productCode = 'PERSONAL_LOAN',
    failingAccount,
    nachAccountNumber,
    tenureMonths,
    mobileEnding,
  }: OfferOptions = {},
): Promise<Offer> {
  const borrower = await newBorrower(baseUrl, name);
  await verifyMobile(baseUrl, borrower, mobileEnding);
  await completeProfile(baseUrl, borrower, '9992');
  const { token } = borrower;
  const save = (profileData: unknown) =>
    call(baseUrl, token, profilePaths.applicationProfile, { method: 'POST', body: profileData });
  if (failingAccount)
    await save({
      bankAccounts: [
        {
          beneficiaryName: name,
          ifsc: 'HDFC0000001',
          accountNumber: `50100123456${noSuchAccount}`,
          purposeType: failingAccount,
        },
      ],
    });
  if (nachAccountNumber)
    await save({
      bankAccounts: [
        { beneficiaryName: name, ifsc: 'HDFC0000001', accountNumber: nachAccountNumber, purposeType: 'NACH' },
      ],
    });
  const { application } = await call<{ application: { applicationId: string } }>(
    baseUrl,
    token,
    loanApplicationPaths.createApplication,
    { method: 'POST', body: { productCode, userId: borrower.userId } },
  );
  await approve(baseUrl, staff, application.applicationId, tenureMonths);
  const opportunityId = await until('approved offer', async () => {
    const { active_opp_id: id } = activeOpportunityResponseSchema.parse(
      await call(baseUrl, token, consentPaths.activeOpportunity),
    );
    return id ?? undefined;
  });
  const profile = profileSchema.parse(
    await call(baseUrl, token, `${profilePaths.profile}?userId=${borrower.userId}`),
  );
  return { ...borrower, opportunityId, mobile: profile.mobile ?? '' };
}

export async function opportunityOf(baseUrl: string, offer: Offer): Promise<OpportunityDetails> {
  return opportunityResponseSchema.parse(
    await call(baseUrl, offer.token, `${consentPaths.opportunity}?id=${offer.opportunityId}`),
  ) as OpportunityDetails;
}

/** Accepts the offer on its current KFS, as the loan details screen does. */
export async function acceptOffer(baseUrl: string, offer: Offer): Promise<void> {
  const kfsId = (await opportunityOf(baseUrl, offer)).kfs?.id;
  await call(baseUrl, offer.token, consentPaths.consent, {
    method: 'POST',
    body: {
      opportunityId: offer.opportunityId,
      consent: true,
      comment: null,
      kfsId,
      declarations: ['loanTerms'],
    },
  });
}

export async function declineOffer(baseUrl: string, offer: Offer): Promise<void> {
  await call(baseUrl, offer.token, consentPaths.consent, {
    method: 'POST',
    body: { opportunityId: offer.opportunityId, consent: false, comment: 'High interest rate' },
  });
}

/** The post-approval form as the borrower reads it; the first read asks for the accounts' penny drops. */
export const readPaForm = (baseUrl: string, offer: Offer) =>
  call<PaForm>(baseUrl, offer.token, `${consentPaths.paFormRead}?opportunityId=${offer.opportunityId}`);

const submit = (baseUrl: string, offer: Offer, answer: Record<string, unknown>) =>
  call(baseUrl, offer.token, consentPaths.paForm, {
    method: 'POST',
    body: { opportunityId: offer.opportunityId, ...answer },
  });

/**
 * Reads the form until no penny drop is awaited (the sandbox bank answers 1-3 s after it is
 * asked), then answers the item first due, or 'none'. A dozen borrowers set up at once on a busy
 * two-core machine have taken over 30 s, hence the longer wait.
 */
export async function awaitSettledForm(baseUrl: string, offer: Offer): Promise<PostApprovalField | 'none'> {
  return until(
    'the accounts verified',
    async () => {
      const form = await readPaForm(baseUrl, offer);
      if (form.bankAccounts.some((account) => account.verification === 'PENDING')) return undefined;
      return form.postApprovalFields[0] ?? 'none';
    },
    90_000,
  );
}

async function awaitItem(baseUrl: string, offer: Offer, item: PostApprovalField | 'none') {
  const first = await awaitSettledForm(baseUrl, offer);
  if (first !== item) throw new Error(`${first} is due, not ${item}`);
}

export const giveAlternateContact = (baseUrl: string, offer: Offer) =>
  submit(baseUrl, offer, {
    alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9812345600' },
  });

export const giveNominee = (baseUrl: string, offer: Offer) =>
  submit(baseUrl, offer, {
    nominee: { name: 'Sita Verma', relationShip: 'Mother', dob: '1965-02-01', confirmed: true },
  });

export const uploadSelfie = (baseUrl: string, offer: Offer) =>
  call(baseUrl, offer.token, '/api/paandu/docs', {
    method: 'POST',
    body: {
      imageB64: makePng(96, 96, [210, 170, 140]).toString('base64'),
      userId: offer.userId,
      docMode: 'UPLOAD',
      docType: 'SELFIE',
      contentType: 'image/png',
    },
  });

export const declineCheque = (baseUrl: string, offer: Offer) =>
  submit(baseUrl, offer, { documentsConsent: { isChequeAvailable: false } });

/** Answers every item the form asks for, in its order, and completes it. */
export async function completePaForm(baseUrl: string, offer: Offer): Promise<void> {
  await giveAlternateContact(baseUrl, offer);
  if ((await awaitSettledForm(baseUrl, offer)) === 'INSURANCE_NOMINEE') await giveNominee(baseUrl, offer);
  await uploadSelfie(baseUrl, offer);
  await declineCheque(baseUrl, offer);
  await awaitItem(baseUrl, offer, 'none');
  await submit(baseUrl, offer, { paComplete: true });
}

/** Waits for the background job's agreement: answers its e-sign request id. */
export const awaitAgreement = (baseUrl: string, offer: Offer) =>
  until('agreement', async () => (await opportunityOf(baseUrl, offer)).esignRequestId ?? undefined);

/** The dev outbox's messages to `to`, newest first. */
export const readOutbox = (baseUrl: string, to: string) =>
  call<OutboxMessage[]>(baseUrl, null, `${devPaths.outbox}?to=${to}`);

/** The six-digit code of the newest SMS to `to` not among `seen`. */
export async function newCodeTo(baseUrl: string, to: string, seen: ReadonlySet<string>): Promise<string> {
  return until(`code to ${to}`, async () => {
    const fresh = (await readOutbox(baseUrl, to)).find(
      (message) => message.channel === 'sms' && !seen.has(message.id),
    );
    return (fresh && /\b(\d{6})\b/.exec(fresh.text)?.[1]) ?? undefined;
  });
}

export async function outboxIdsOf(baseUrl: string, to: string): Promise<Set<string>> {
  return new Set((await readOutbox(baseUrl, to)).map((message) => message.id));
}

/** Signs the agreement with the code the sandbox sends to the borrower's mobile. */
export async function signAgreement(baseUrl: string, offer: Offer): Promise<void> {
  const requestId = await awaitAgreement(baseUrl, offer);
  const seen = await outboxIdsOf(baseUrl, offer.mobile);
  await call(baseUrl, offer.token, consentPaths.sendEsignCode, {
    method: 'POST',
    body: { request_id: requestId },
  });
  const otp = await newCodeTo(baseUrl, offer.mobile, seen);
  const answer = await call<{ status: boolean }>(baseUrl, offer.token, consentPaths.verifyEsignCode, {
    method: 'POST',
    body: { request_id: requestId, otp },
  });
  if (!answer.status) throw new Error('the e-sign code was refused');
}
