import type { ApplicationView, OfferProgress, QueueItem } from '@kredo/contract/back-office';
import type { StaffSession } from '@kredo/contract/staff';

export const applicationId = '5b0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a01';

export function aStaffSession(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    token: 'staff-token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    staff: {
      id: 'staff-1',
      email: 'underwriter@kredo.example',
      name: 'Uma Underwriter',
      roles: ['underwriter'],
    },
    ...overrides,
  };
}

export function aQueueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    applicationId,
    status: 'INITIATED',
    subStatuses: [],
    productCode: 'PL',
    productTitle: 'Personal Loan',
    borrowerName: 'Asha Verma',
    mobileMasked: '******3210',
    amountRequested: 15_000_000,
    tenureRequested: 12,
    createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    statusUpdatedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    automaticOutcome: 'REFER',
    ...overrides,
  };
}

export function anApplicationView(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    application: {
      applicationId,
      status: 'INITIATED',
      subStatuses: [],
      productCode: 'PL',
      productTitle: 'Personal Loan',
      lenderId: 1,
      amountRequested: 15_000_000,
      tenureRequested: 12,
      purpose: 'Home renovation',
      createdAt: '2026-03-01T10:00:00.000Z',
      statusUpdatedAt: '2026-03-01T10:05:00.000Z',
    },
    allowedActions: ['REQUEST_INFORMATION', 'APPROVE', 'REJECT'],
    boundary: {
      amountRange: [1_000_000, 50_000_000],
      tenureMonths: { min: 6, max: 36, step: 3 },
      monthlyFlatRateBp: 250,
      processingFeeRateBp: 200,
      convenienceFeeRateBp: 50,
      minConvenienceFee: 9_900,
      gstRateBp: 1_800,
    },
    borrower: {
      userId: 'user-1',
      name: 'Asha Verma',
      panMasked: 'ABCPV****K',
      mobileMasked: '******3210',
      email: 'asha@example.com',
      dob: '1990-05-15',
      employmentType: 'SALARIED',
      currentEmployer: 'Acme Ltd',
      netMonthlyIncome: 8_000_000,
      totalCurrentEmi: 500_000,
      address: { house: '12', street: 'MG Road', pincode: '560001' },
      permAddress: null,
      workAddress: null,
      referencesCount: 2,
      bankAccounts: [
        {
          purposeType: 'DISBURSAL',
          bankName: 'HDFC Bank',
          ifsc: 'HDFC0000001',
          accountNumberMasked: '****1234',
        },
      ],
    },
    documents: [
      {
        id: '9f0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a02',
        docType: 'SELFIE',
        contentType: 'image/jpeg',
        uploadedAt: '2026-03-01T09:00:00.000Z',
      },
    ],
    kyc: {
      mode: 'OKYC',
      verifiedAt: '2026-03-01T09:30:00.000Z',
      aadhaarLast4: '1234',
      name: 'Asha Verma',
      nameMatchesProfile: true,
    },
    statement: {
      monthsCovered: 6,
      salaryCredits: 6,
      monthlyIncome: 8_000_000,
      averageBalance: 2_500_000,
      bouncedPayments: 0,
      completedAt: '2026-03-01T09:45:00.000Z',
    },
    bureau: {
      kind: 'HIT',
      score: 672,
      accounts: 4,
      activeAccounts: 2,
      outstanding: 12_000_000,
      accountsWithEmi: 1,
      monthlyEmi: 500_000,
      overdueAccounts: 0,
      enquiriesLast6Months: 1,
      fetchedAt: '2026-03-01T10:00:00.000Z',
    },
    decisions: [
      {
        id: 'decision-1',
        outcome: 'REFER',
        subStatuses: [],
        reasons: [{ code: 'GREY_SCORE', detail: 'Score 672 is between 650 and 700' }],
        figures: { assessedIncome: 8_000_000, maxEmi: 3_500_000, score: 672, statementIncome: -1 },
        inputs: { request: { amount: 15_000_000, tenureMonths: 12 } },
        policyVersion: 'underwriting-2026-01',
        decidedBy: 'underwriting',
        decidedAt: '2026-03-01T10:05:00.000Z',
      },
    ],
    offer: null,
    ...overrides,
  };
}

/** An accepted offer whose agreement waits for the borrower's e-sign; the form is done. */
export function anOfferProgress(overrides: Partial<OfferProgress> = {}): OfferProgress {
  return {
    opportunity: {
      id: '7c0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a03',
      status: 'CUST_CONSENT_GIVEN',
      subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T12:00:00.000Z',
    },
    consents: [
      {
        id: 'consent-1',
        consent: false,
        comment: 'EMI too high',
        kfsVersion: 1,
        kfsSha256: '1f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c5b6a7988',
        declarations: [],
        language: 'hi',
        device: 'android-webview',
        ip: '10.0.0.7',
        recordedAt: '2026-03-02T10:30:00.000Z',
      },
      {
        id: 'consent-2',
        consent: true,
        comment: null,
        kfsVersion: 2,
        kfsSha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
        declarations: [{ key: 'loanTerms', text: 'I agree to the loan terms' }],
        language: 'en',
        device: 'web',
        ip: '10.0.0.8',
        recordedAt: '2026-03-06T09:00:00.000Z',
      },
    ],
    kfsVersions: [
      {
        id: 'kfs-1',
        version: 1,
        proposalNumber: 'KR-7C0C3A52-1',
        issuedOn: '2026-03-02',
        validUntil: '2026-03-05',
        aprBp: 3_612,
        netDisbursed: 14_646_000,
        validNow: false,
        languages: ['en', 'hi'],
      },
      {
        id: 'kfs-2',
        version: 2,
        proposalNumber: 'KR-7C0C3A52-2',
        issuedOn: '2026-03-06',
        validUntil: '2026-03-11',
        aprBp: 3_612,
        netDisbursed: 14_646_000,
        validNow: true,
        languages: [],
      },
    ],
    postApproval: {
      due: [],
      alternateContact: {
        name: 'Ravi Kumar',
        mobileMasked: 'XXXXXX5600',
        linkSentAt: '2026-03-06T09:05:00.000Z',
      },
      nominee: { name: 'Sita Verma', relation: 'Mother' },
      bankAccounts: [
        {
          purposeType: 'DISBURSAL',
          bankName: 'HDFC Bank',
          accountNumberMasked: 'XXXXXXX234',
          verification: 'VERIFIED',
          verificationMessage: null,
          verifiedAt: '2026-03-06T09:10:00.000Z',
        },
        {
          purposeType: 'NACH',
          bankName: null,
          accountNumberMasked: 'XXXXXXX999',
          verification: 'FAILED',
          verificationMessage: 'The account is closed',
          verifiedAt: null,
        },
      ],
      selfieAfterAccept: true,
    },
    agreement: {
      status: 'READY',
      agreementNumber: 'KLA-2026-000123',
      readyAt: '2026-03-06T09:20:00.000Z',
      signedAt: null,
      emailedAt: null,
      failureReason: null,
      signatureValid: null,
      signatureCheck: 'NOT_SIGNED',
      signerName: null,
    },
    allowedActions: ['RESEND_ESIGN_CODE', 'CANCEL_OFFER'],
    ...overrides,
  };
}

/** What an application that was never approved answers for its offer. */
export const noOfferProgress: OfferProgress = {
  opportunity: null,
  consents: [],
  kfsVersions: [],
  postApproval: null,
  agreement: null,
  allowedActions: [],
};
