// What the post-approval form's tests share: the opportunity, a server that keeps the form's
// state (items due, accounts and their penny drops) and answers as the contract says, and the
// form rendered for a signed-in borrower.
import type { OpportunityDetails, PaBankAccount, PaForm, PostApprovalField } from '@kredo/contract/consent';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar/snackbar-provider';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { PostApprovalForm } from './post-approval-form';

export const userId = '5b2c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
export const opportunityId = '7d0c1f0e-2b6a-4c3e-9f1d-0a1b2c3d4e5f';

export function opportunityWith(overrides: Partial<OpportunityDetails> = {}): OpportunityDetails {
  return {
    id: opportunityId,
    applicationId: '3f6c1a52-8d0e-4b7f-9c2a-5e1d7b9a4c60',
    status: 'CUST_CONSENT_GIVEN',
    subStatuses: ['PA_FORM_PENDING', 'SHUBHSIGN_PENDING'],
    productCode: 'personal_loan',
    lenderId: 174,
    lenderName: 'RBL',
    lenderOpportunityId: 'LOPP-1',
    lenderLoanAcctId: null,
    amount: 5_000_000,
    tenureMonths: 12,
    tenurePeriod: 'MONTHS',
    paymentFrequency: 'Monthly',
    emiAmount: 541_700,
    installmentAmount: 541_700,
    interestPercent: 30,
    monthlyFlatRateBp: 250,
    processingFee: 100_000,
    processingFeeGst: 18_000,
    convenienceFeePct: 0,
    minConvenienceFee: 0,
    convenienceFee: 0,
    convenienceFeeGst: 0,
    dueDayOfMonth: 5,
    kfs: null,
    schedule: [],
    documentsConsentStatus: { isChequeAvailable: null, isNachUploaded: false },
    esignRequestId: null,
    isEsignDone: false,
    nach: null,
    consent: null,
    ...overrides,
  };
}

export function accountWith(overrides: Partial<PaBankAccount> = {}): PaBankAccount {
  return {
    id: crypto.randomUUID(),
    purposeType: 'DISBURSAL',
    beneficiaryName: 'Asha Verma',
    bankName: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    accountNumberMasked: 'XXXXXXX901',
    accountType: 'SAVINGS',
    verification: 'VERIFIED',
    verificationMessage: null,
    verifiedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const branches: Record<string, object> = {
  HDFC0001234: {
    IFSC: 'HDFC0001234',
    BANK: 'HDFC Bank',
    BRANCH: 'Andheri',
    CITY: 'Mumbai',
    STATE: 'Maharashtra',
  },
  SBIN0005678: {
    IFSC: 'SBIN0005678',
    BANK: 'State Bank of India',
    BRANCH: 'Fort',
    CITY: 'Mumbai',
    STATE: null,
  },
};

/** The form as the server keeps it; tests change it and the next read sees the change. */
export type ServerForm = PaForm;

type Route = (call: FetchCall, form: ServerForm) => Response | undefined;

const json = (body: unknown, status = 200) => Response.json(body, { status });

export const isPaFormPost = (call: FetchCall) =>
  call.method === 'POST' && /\/api\/hagen\/pa-form$/.test(call.url);
export const isPaFormRead = (call: FetchCall) =>
  call.method === 'GET' && call.url.includes('/api/hagen/pa-form/');

/**
 * A server for the form: reads answer `form`; an answer clears its item (a bank account is added
 * PENDING, its item clearing only once a test verifies it); `routes` come first.
 */
export function serveForm(form: ServerForm, ...routes: Route[]) {
  return stubFetch((call) => {
    for (const route of routes) {
      const answer = route(call, form);
      if (answer) return answer;
    }
    if (isPaFormRead(call)) return json(structuredClone(form));
    if (isPaFormPost(call)) return json(answerPost(call.body as Record<string, unknown>, form));
    const ifsc = /\/ifsc\/(\w+)$/.exec(call.url)?.[1];
    if (ifsc) {
      if (ifsc === 'BARB0BROKEN') return json({ code: 'INTERNAL', message: 'boom' }, 500);
      const branch = branches[ifsc];
      return branch ? json(branch) : json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }
    if (call.url.endsWith('/api/events/log-event')) return json({ ok: true });
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

const clear = (form: ServerForm, item: PostApprovalField) => {
  form.postApprovalFields = form.postApprovalFields.filter((due) => due !== item);
};

function answerPost(body: Record<string, unknown>, form: ServerForm) {
  if (body.alternateReference) clear(form, 'ALTERNATE_NUMBER');
  if (body.nominee) clear(form, 'INSURANCE_NOMINEE');
  const consent = body.documentsConsent as { isChequeAvailable: boolean } | undefined;
  if (consent) {
    form.documentsConsent = { ...consent, chequeUploaded: consent.isChequeAvailable };
    clear(form, 'DOCUMENT_CONSENT');
  }
  const account = body.bankAccount as
    | { purposeType: 'DISBURSAL' | 'NACH'; accountNumber: string; ifsc: string; beneficiaryName: string }
    | undefined;
  if (account)
    form.bankAccounts.push(
      accountWith({
        purposeType: account.purposeType,
        beneficiaryName: account.beneficiaryName,
        ifsc: account.ifsc,
        accountNumberMasked: `XXXXXXX${account.accountNumber.slice(-3)}`,
        verification: 'PENDING',
        verifiedAt: null,
      }),
    );
  return { ok: true };
}

export const isUpload = (call: FetchCall) => call.method === 'POST' && call.url.endsWith('/api/paandu/docs');
export const isLog = (call: FetchCall) => call.url.endsWith('/api/events/log-event');

/** A small JPEG, as a phone's photo starts. */
export const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** The documents service storing each photo sent; a stored selfie clears its item. */
export function storeUploads(call: FetchCall, form: ServerForm) {
  if (!isUpload(call)) return undefined;
  const { docType } = call.body as { docType: string };
  if (docType === 'SELFIE') clear(form, 'SELFIE');
  return json(
    {
      document: {
        id: crypto.randomUUID(),
        docType,
        docSubType: null,
        side: 'SINGLE',
        docMode: 'UPLOAD',
        contentType: 'image/jpeg',
        sizeBytes: jpeg.length,
        sha256: 'a'.repeat(64),
        date: '2026-11-24T10:00:00.000Z',
        current: true,
      },
    },
    201,
  );
}

/** The penny drop of the purpose's pending account ends: verified clears the item. */
export function settleAccount(
  form: ServerForm,
  purpose: 'DISBURSAL' | 'NACH',
  outcome: 'VERIFIED' | 'FAILED',
  message?: string,
) {
  const account = form.bankAccounts.find(
    (row) => row.purposeType === purpose && row.verification === 'PENDING',
  );
  if (!account) throw new Error(`no ${purpose} account is being verified`);
  account.verification = outcome;
  account.verificationMessage = outcome === 'FAILED' ? (message ?? null) : null;
  account.verifiedAt = outcome === 'VERIFIED' ? '2026-11-24T10:00:00.000Z' : null;
  if (outcome === 'VERIFIED') clear(form, purpose === 'DISBURSAL' ? 'BANK_DETAILS' : 'BANK_DETAILS_NACH');
}

export function formWith(overrides: Partial<ServerForm> = {}): ServerForm {
  return {
    postApprovalFields: [
      'ALTERNATE_NUMBER',
      'BANK_DETAILS',
      'BANK_DETAILS_NACH',
      'INSURANCE_NOMINEE',
      'SELFIE',
      'DOCUMENT_CONSENT',
    ],
    bankAccounts: [],
    alternateReference: null,
    nominee: null,
    documentsConsent: null,
    ...overrides,
  };
}

/** The form for a signed-in borrower, with its own query cache and toasts. */
export async function renderForm(opportunity = opportunityWith(), onComplete = vi.fn()) {
  initI18n();
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SnackbarProvider>
          <MemoryRouter>
            <PostApprovalForm opportunity={opportunity} onComplete={onComplete} />
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>,
    );
  });
  return { onComplete };
}

export const paFormPosts = (calls: FetchCall[]) => calls.filter(isPaFormPost).map((call) => call.body);
