import { randomBytes } from 'node:crypto';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { EMandateRequest, MandateDetails, WebhookSend } from './index.ts';
import { createSandboxMandateProvider } from './sandbox.ts';
import type { DebitWebhookBody } from './sandbox-debit-events.ts';
import type { WebhookBody } from './sandbox-events.ts';

let sequence = 0;

/**
 * A mandate's details under a fresh reference; `ending` is the account number's last three digits
 * (the sandbox's magic endings: docs/providers.md). Never ending in a magic value by default.
 */
export function mandateDetails(overrides: Partial<MandateDetails> = {}, ending = '123'): MandateDetails {
  sequence += 1;
  return {
    reference: `mandate-${sequence}-${randomBytes(4).toString('hex')}`,
    corporateName: 'Kredo Finance Private Limited',
    utilityCode: 'NACH00000000012345',
    accountHolderName: 'Asha Kumari Verma',
    accountNumber: `50100123456${ending}`,
    ifsc: 'HDFC0000001',
    accountType: 'SAVINGS',
    maxAmount: 1_200_000,
    frequency: 'MNTH',
    category: 'L001',
    validFrom: '2025-06-02',
    validUntil: '2027-06-02',
    mobile: '9876543210',
    email: 'asha@example.com',
    ...overrides,
  };
}

export const eMandateRequest = (
  overrides: Partial<EMandateRequest> = {},
  ending?: string,
): EMandateRequest => ({
  returnUrl: 'http://localhost/#/consent/repay?x=1',
  ...mandateDetails(overrides, ending),
});

/** The sandbox service on a fresh database, its clock standing still unless a test moves it. */
export async function createMandateHarness() {
  const database: Database = await createTestDatabase();
  const clock = createClock(0, () => Date.parse('2025-06-02T10:00:00+05:30'));
  const cipher = createPiiCipher(randomBytes(32));
  const deps = { db: database.db, clock, cipher };
  /** A second instance on the same database: a restarted server. */
  const newProvider = () => createSandboxMandateProvider(deps);
  return { database, ...deps, deps, provider: newProvider(), newProvider, close: () => database.close() };
}

export type Delivery = { raw: string; body: WebhookBody | DebitWebhookBody; headers: Record<string, string> };

/**
 * A webhook receiver that keeps what it got; `answer` gives the HTTP status of each delivery
 * (or throws, as a network failure does). 200 by default.
 */
export function webhookReceiver(answer: (delivery: Delivery) => number | Promise<number> = () => 200) {
  const received: Delivery[] = [];
  const send: WebhookSend = async (raw, headers) => {
    const delivery = { raw, body: JSON.parse(raw) as WebhookBody, headers };
    received.push(delivery);
    return answer(delivery);
  };
  /** The deliveries of one mandate (its debits' too), in the order they came. */
  const of = (mandateId: string) =>
    received.filter((delivery) => delivery.body.data.mandate_id === mandateId);
  /** The deliveries of one debit, in the order they came. */
  const ofDebit = (debitId: string) =>
    received.filter(
      (delivery) => 'debit_id' in delivery.body.data && delivery.body.data.debit_id === debitId,
    );
  return {
    received,
    send,
    of,
    ofDebit,
    typesOf: (mandateId: string) => of(mandateId).map((delivery) => delivery.body.type),
  };
}
