// What the consent area's tests share: a signed-in borrower with an approved offer, and a server
// for the consent calls whose opportunity a test moves on; session and cache end with the test.
import type { OpportunityDetails } from '@kredo/contract/consent';
import { creditLineKfsOf } from '@kredo/contract/credit-line-kfs';
import { creditLineKeyFactStatement } from '@kredo/domain/credit-line-key-facts';
import { lineKfsInput } from '@kredo/domain/key-fact-statement-test-kit';
import type { DocumentCollectionModes, OpportunityNach } from '@kredo/contract/mandates';
import type { RepaymentMode } from '@kredo/domain/repayment-modes';
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '4f2d7a9e-3b1c-4e8a-9f60-2a7c5d1e8b94';
export const opportunityId = '8c1b5e3a-7d2f-4a96-b0e4-6f9a2c8d1e57';
export const kfsId = 'b7e3c1a9-2f4d-4c8e-a5b6-1d9f0e7a3c28';
export const esignRequestId = '3f9a1c7e5b2d4086a1e3c5b7d9f20481';

/** An offer of ₹50,000 over 12 months, with its KFS and a two-row schedule, as the server sends it. */
/**
 * A credit line of ₹1,00,000 for 12 months at 30% a year, as the server sends it: no schedule, the
 * KFS's terms and its illustration, issued 24 Nov 2026 (the domain's reference line).
 */
export function lineOpportunityOf(overrides: Partial<OpportunityDetails> = {}): OpportunityDetails {
  const loan = opportunityOf();
  const statement = creditLineKeyFactStatement(lineKfsInput());
  return opportunityOf({
    productCode: 'CREDIT_LINE',
    lenderId: 174,
    amount: statement.partOne.limit,
    schedule: [],
    kfs: {
      ...(loan.kfs as NonNullable<OpportunityDetails['kfs']>),
      aprBp: statement.partOne.apr.basisPoints,
      aprPercent: statement.partOne.apr.percent,
      netDisbursed: statement.illustration.received,
      totalRepayable: statement.illustration.totalPayable,
      totalInterest: statement.illustration.totalInterest,
      creditLine: creditLineKfsOf(statement),
    },
    ...overrides,
  });
}

export function opportunityOf(overrides: Partial<OpportunityDetails> = {}): OpportunityDetails {
  return {
    id: opportunityId,
    applicationId: '1e9d4c7b-5a3f-4b2e-8c6d-0f7a9b3e5d12',
    status: 'LENDER_APPROVED',
    subStatuses: [],
    productCode: 'PERSONAL_LOAN',
    lenderId: 176,
    lenderName: 'Kaveri Capital',
    lenderOpportunityId: 'KAV-OPP-1001',
    lenderLoanAcctId: null,
    amount: 5_000_000,
    tenureMonths: 12,
    tenurePeriod: 'MONTHS',
    paymentFrequency: 'Monthly',
    emiAmount: 541_667,
    installmentAmount: 541_667,
    interestPercent: 30,
    monthlyFlatRateBp: 250,
    processingFee: 150_000,
    processingFeeGst: 27_000,
    convenienceFeePct: 0,
    minConvenienceFee: 0,
    convenienceFee: 0,
    convenienceFeeGst: 0,
    dueDayOfMonth: 5,
    kfs: {
      id: kfsId,
      version: 1,
      proposalNumber: 'KFS-1001',
      issuedOn: '2026-11-24',
      validUntil: '2026-11-27',
      aprBp: 5_421,
      aprPercent: '54.21',
      netDisbursed: 4_823_000,
      totalRepayable: 6_500_004,
      totalInterest: 1_500_004,
      coolingOffDays: 3,
      creditLine: null,
    },
    schedule: [
      {
        instalmentNo: 1,
        dueDate: '2027-01-05',
        outstandingPrincipal: 4_650_000,
        principal: 350_000,
        interest: 191_667,
        instalment: 541_667,
      },
      {
        instalmentNo: 2,
        dueDate: '2027-02-05',
        outstandingPrincipal: 4_290_000,
        principal: 360_000,
        interest: 181_667,
        instalment: 541_667,
      },
    ],
    documentsConsentStatus: { isChequeAvailable: null, isNachUploaded: false },
    esignRequestId: null,
    isEsignDone: false,
    nach: null,
    consent: null,
    ...overrides,
  };
}

/** After an accept: the post-approval form, the agreement's signature and repayment remain. */
export const consentGiven: Partial<OpportunityDetails> = {
  status: 'CUST_CONSENT_GIVEN',
  subStatuses: ['PA_FORM_PENDING', 'SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
  consent: { consent: true, comment: null, recordedAt: '2026-11-24T10:00:00.000Z' },
};

/** Signed, and waiting for the repayment mandate (spec 001 §4.2 REPAY_INST_PENDING). */
export const awaitingRepayment: Partial<OpportunityDetails> = {
  status: 'CUST_CONSENT_GIVEN',
  subStatuses: ['REPAY_INST_PENDING'],
  isEsignDone: true,
  consent: { consent: true, comment: null, recordedAt: '2026-11-24T10:00:00.000Z' },
};

export const mandateId = '0b6f9c1e-3d7a-4c52-9e1f-2a8b7c6d5e4f';

/** The opportunity's mandate: an e-NACH whose page the borrower has not finished, by default. */
export function nachOf(overrides: Partial<OpportunityNach> = {}): OpportunityNach {
  return {
    mandateId,
    mode: 'ENACH',
    collection: null,
    enachAuthLink: 'https://sandbox.lotuspay.example/authorise/m-1',
    vendor: 'LOTUSPAY',
    pnachLink: null,
    nachStatus: null,
    umrn: null,
    reasonCode: null,
    reasonText: null,
    bankName: 'HDFC Bank',
    accountNumberMasked: 'XXXXXXXXX456',
    maxAmount: 1_090_000,
    ...overrides,
  };
}

/** The modes the product and the borrower's bank allow, and the account the mandate is for. */
export function repaymentModesOf(
  modes: readonly RepaymentMode[] = ['ENACH', 'Scan'],
): DocumentCollectionModes {
  return {
    processModes: {
      Repayment: modes.map((mode) =>
        mode === 'ENACH' ? { mode, authModes: ['NET_BANKING', 'DEBIT_CARD'] } : { mode },
      ),
    },
    account: {
      bankName: 'HDFC Bank',
      ifsc: 'HDFC0001234',
      accountNumberMasked: 'XXXXXXXXX456',
      beneficiaryName: 'Asha Verma',
    },
  };
}

export type ConsentServer = {
  calls: FetchCall[];
  /** The opportunity the server answers with now; a test moves it on. */
  opportunity: OpportunityDetails;
  unsignedDoc: string | null;
  /** What `hagen/document-collection-modes` answers. */
  repaymentModes: DocumentCollectionModes;
};

type Answer = (call: FetchCall, path: string, server: ConsentServer) => Response | undefined;

const notFound = () => Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });

/**
 * Signs the borrower in and answers the consent calls. `answer` may take any call first; by
 * default an accept moves the offer to CUST_CONSENT_GIVEN and a decline to CUST_NOT_INTERESTED.
 */
export function consentServer(
  opportunity: OpportunityDetails = opportunityOf(),
  answer: Answer = () => undefined,
): ConsentServer {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });
  const server: ConsentServer = {
    calls: [],
    opportunity,
    unsignedDoc: null,
    repaymentModes: repaymentModesOf(),
  };
  server.calls = stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const given = answer(call, path, server);
    if (given) return given;
    if (path === `/api/lam/status/${userId}`)
      return Response.json(userStatusOf(userId, { latestStatus: 'APPROVED' }));
    if (path === '/api/hagen/active-opp-id') return Response.json({ active_opp_id: opportunityId });
    if (path === '/api/loan-opportunity/opportunity') return Response.json(server.opportunity);
    if (path === '/api/hagen/consent') {
      const body = call.body as { consent: boolean; comment: string | null };
      server.opportunity = body.consent
        ? { ...server.opportunity, ...consentGiven }
        : {
            ...server.opportunity,
            status: 'CUST_NOT_INTERESTED',
            subStatuses: ['CONSENT_DENIED'],
            consent: { consent: false, comment: body.comment, recordedAt: '2026-11-24T10:00:00.000Z' },
          };
      return Response.json({ ok: true });
    }
    if (path === '/esign/getunsigneddocs')
      return server.unsignedDoc ? Response.json({ unsignedDoc: server.unsignedDoc }) : notFound();
    if (path === '/esign/sendotp')
      return Response.json({ resendAfterSeconds: 60, expiresAt: '2026-11-24T10:10:00.000Z' });
    if (path === '/api/hagen/document-collection-modes') return Response.json(server.repaymentModes);
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    return notFound();
  });
  return server;
}

/**
 * What lam/status answers for a borrower with `opportunity` as their offer: the application's
 * status follows the opportunity's, as the server moves them together; `payout` while the loan
 * waits for its payout.
 */
export function statusWithOffer(opportunity: OpportunityDetails) {
  const base = userStatusOf(userId, { latestStatus: 'APPROVED' });
  const applicationStatus = opportunity.status === 'LENDER_APPROVED' ? 'APPROVED' : opportunity.status;
  return {
    ...base,
    userStatus: {
      ...base.userStatus,
      latestApplicationsStatus: {
        loanApplicationInfo: { status: applicationStatus, subStatuses: [] },
        loanApprovalInfo: {
          status: opportunity.status,
          subStatuses: opportunity.subStatuses,
          productCode: opportunity.productCode,
          lenderId: opportunity.lenderId,
          amount: opportunity.amount,
          tenureMonths: opportunity.tenureMonths,
          tenurePeriod: 'MONTHS' as const,
          paymentFrequency: 'Monthly' as const,
          emiAmount: opportunity.emiAmount,
          installmentAmount: opportunity.installmentAmount,
          interestPercent: opportunity.interestPercent,
          processingFee: opportunity.processingFee,
          convenienceFeePct: 0,
          minConvenienceFee: 0,
          convenienceFee: 0,
          dueDayOfMonth: opportunity.dueDayOfMonth,
          lenderOpportunityId: opportunity.lenderOpportunityId,
        },
        ...(opportunity.status === 'DISBURSAL_PENDING' && {
          payout: { amount: opportunity.amount, bankName: 'HDFC Bank', accountNumberMasked: 'XXXXXXX678' },
        }),
      },
    },
  };
}

export const callsTo = (server: ConsentServer, path: string) =>
  server.calls.filter((call) => call.url.split('?')[0] === path);
