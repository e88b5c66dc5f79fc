import type { MandateDetail, MandateQueueItem } from '@kredo/contract/mandates';
import type { StaffSession } from '@kredo/contract/staff';

import { aStaffSession, applicationId } from './fixtures';

export const mandateId = '3d0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a04';

/** A member of operations: the mandate queue is theirs (and admins'). */
export function anOperationsSession(): StaffSession {
  return aStaffSession({
    staff: { id: 'staff-2', email: 'ops@kredo.example', name: 'Omar Ops', roles: ['operations'] },
  });
}

/** A paper scan the borrower uploaded, waiting to be verified. */
export function aMandateQueueItem(overrides: Partial<MandateQueueItem> = {}): MandateQueueItem {
  return {
    mandateId,
    applicationId,
    opportunityId: '7c0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a03',
    borrowerName: 'Asha Verma',
    mode: 'PNACH',
    collection: 'UPLOAD',
    status: 'IN_PROCESS',
    bankName: 'HDFC Bank',
    maxAmount: 3_300_000,
    reasonCode: null,
    since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    appointment: null,
    ...overrides,
  };
}

/** The same paper scan in full; every action on a scan is allowed. */
export function aMandateDetail(overrides: Partial<MandateDetail> = {}): MandateDetail {
  return {
    ...aMandateQueueItem(),
    accountNumberMasked: 'XXXXXXX234',
    ifsc: 'HDFC0000001',
    frequency: 'MNTH',
    validFrom: '2026-03-06',
    validUntil: '2028-03-05',
    umrn: null,
    reference: 'KRN-7C0C3A52-1',
    providerMandateId: null,
    scan: {
      documentId: '9f0c3a52-58f4-4b6c-9d3c-0b6f5e3f1a05',
      contentType: 'image/jpeg',
      uploadedAt: '2026-03-06T10:00:00.000Z',
    },
    history: [
      {
        at: '2026-03-06T09:30:00.000Z',
        event: 'created',
        from: null,
        to: 'PENDING',
        outcome: 'moved',
        by: 'borrower',
        reasonCode: null,
        note: null,
      },
      {
        at: '2026-03-06T10:00:00.000Z',
        event: 'scan-uploaded',
        from: 'PENDING',
        to: 'IN_PROCESS',
        outcome: 'moved',
        by: 'borrower',
        reasonCode: null,
        note: null,
      },
    ],
    allowedActions: ['accept', 'reject', 'cancel'],
    ...overrides,
  };
}

/** An e-mandate the bank accepted long ago and NPCI has not registered, with a late report after it. */
export function aStuckEMandate(overrides: Partial<MandateDetail> = {}): MandateDetail {
  return aMandateDetail({
    mode: 'ENACH',
    collection: null,
    status: 'AUTHORIZED',
    providerMandateId: 'SBX-MND-0042',
    scan: null,
    since: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    history: [
      {
        at: '2026-03-06T09:40:00.000Z',
        event: 'bank-authorized',
        from: 'IN_PROCESS',
        to: 'AUTHORIZED',
        outcome: 'moved',
        by: 'provider',
        reasonCode: null,
        note: null,
      },
      {
        at: '2026-03-06T09:45:00.000Z',
        event: 'bank-submitted',
        from: 'AUTHORIZED',
        to: 'AUTHORIZED',
        outcome: 'stale',
        by: 'provider',
        reasonCode: null,
        note: null,
      },
    ],
    allowedActions: ['refresh', 'cancel'],
    ...overrides,
  });
}
