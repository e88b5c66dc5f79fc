import { randomBytes } from 'node:crypto';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { PayoutRequest, PayoutWebhookSend } from './index.ts';
import { createSandboxPayoutProvider } from './sandbox.ts';
import type { WebhookBody } from './sandbox-events.ts';

let sequence = 0;

/**
 * A payout of Rs 2,50,000 by IMPS under a fresh key, to a fresh account whose number ends in
 * `ending` (the sandbox's magic endings: docs/providers.md; none by default). An even amount: each
 * webhook comes once.
 */
export function payoutRequest(overrides: Partial<PayoutRequest> = {}, ending = '5678'): PayoutRequest {
  sequence += 1;
  const serial = String(sequence).padStart(6, '0');
  return {
    idempotencyKey: `disbursal-${serial}-${randomBytes(4).toString('hex')}`,
    amount: 25_000_000,
    mode: 'IMPS',
    beneficiary: { name: 'Asha Kumari Verma', accountNumber: `50100${serial}${ending}`, ifsc: 'HDFC0000001' },
    narration: 'Loan disbursal',
    reference: `dsb-${serial}`,
    ...overrides,
  };
}

const HALF_HOUR_MS = 30 * 60_000;

/** The sandbox service on a fresh database, its clock standing still (on a NEFT batch) unless a test moves it. */
export async function createPayoutHarness() {
  const database: Database = await createTestDatabase();
  const clock = createClock(0, () => Date.parse('2025-06-02T10:00:00+05:30'));
  const cipher = createPiiCipher(randomBytes(32));
  const deps = { db: database.db, clock, cipher };
  /** A second instance on the same database: a restarted server. */
  const newProvider = () => createSandboxPayoutProvider(deps);
  /** Moves the clock to `ms` past the next half hour (or this one, when the clock stands on it). */
  const advanceToHalfHour = (ms = 0) => {
    const now = clock.nowMs();
    clock.advance(Math.ceil(now / HALF_HOUR_MS) * HALF_HOUR_MS - now + ms);
  };
  return {
    database,
    ...deps,
    deps,
    provider: newProvider(),
    newProvider,
    advanceToHalfHour,
    close: () => database.close(),
  };
}

export type Delivery = { raw: string; body: WebhookBody; headers: Record<string, string> };

/**
 * A webhook receiver that keeps what it got; `answer` gives the HTTP status of each delivery
 * (or throws, as a network failure does). 200 by default.
 */
export function webhookReceiver(answer: (delivery: Delivery) => number | Promise<number> = () => 200) {
  const received: Delivery[] = [];
  const send: PayoutWebhookSend = async (raw, headers) => {
    const delivery = { raw, body: JSON.parse(raw) as WebhookBody, headers };
    received.push(delivery);
    return answer(delivery);
  };
  /** The deliveries of one payout, in the order they came. */
  const of = (payoutId: string) => received.filter((delivery) => delivery.body.data.payout_id === payoutId);
  return {
    received,
    send,
    of,
    typesOf: (payoutId: string) => of(payoutId).map((delivery) => delivery.body.type),
  };
}
