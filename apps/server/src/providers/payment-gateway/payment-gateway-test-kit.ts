import { randomBytes } from 'node:crypto';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { PaymentLinkRequest, PaymentWebhookSend } from './index.ts';
import { createSandboxPaymentGateway } from './sandbox.ts';
import { payAtCheckout } from './sandbox-checkout.ts';
import type { WebhookBody } from './sandbox-events.ts';
import type { Instrument } from './sandbox-timeline.ts';

let sequence = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The sandbox gateway on a fresh database, its clock standing still unless a test moves it. */
export async function createGatewayHarness() {
  const database: Database = await createTestDatabase();
  const clock = createClock(0, () => Date.parse('2025-06-02T10:00:00+05:30'));
  const cipher = createPiiCipher(randomBytes(32));
  const deps = { db: database.db, clock, cipher };
  /** A second instance on the same database: a restarted server. */
  const newGateway = () => createSandboxPaymentGateway(deps);
  const gateway = newGateway();

  /** A link's request under a fresh reference, payable for a day from the clock's now. */
  const linkRequest = (overrides: Partial<PaymentLinkRequest> = {}): PaymentLinkRequest => {
    sequence += 1;
    return {
      reference: `pay-${sequence}-${randomBytes(4).toString('hex')}`,
      amount: 1_234_500,
      description: 'EMI 3 of 12, loan KR-000123',
      customer: { name: 'Asha Kumari Verma', mobile: '9876543210', email: 'asha@example.com' },
      callbackUrl: 'http://localhost/#/loans/pay?x=1',
      expireBy: new Date(clock.nowMs() + DAY_MS),
      ...overrides,
    };
  };

  /** Pays a new link as the hosted page does, answering the link and the attempt's result. */
  const paid = async (instrument: Instrument, overrides: Partial<PaymentLinkRequest> = {}) => {
    const { linkId } = await gateway.createPaymentLink(linkRequest(overrides));
    return { linkId, result: await payAtCheckout(gateway.checkout, linkId, instrument) };
  };

  /** A payment captured now on a new link, with `instrument` (success@upi by default). */
  const captured = async (instrument: Instrument = upi('success@upi'), amount = 1_234_500) => {
    const { linkId, result } = await paid(instrument, { amount });
    if (result.state !== 'accepted') throw new Error(`not accepted: ${result.state}`);
    const paymentId = result.query.razorpay_payment_id ?? '';
    return { linkId, paymentId, reference: result.link.reference, amount };
  };

  return {
    database,
    ...deps,
    gateway,
    newGateway,
    linkRequest,
    paid,
    captured,
    close: () => database.close(),
  };
}

export const upi = (vpa: string): Instrument => ({ method: 'upi', vpa });
export const card = (cardNumber: string): Instrument => ({ method: 'card', cardNumber });
export const netBanking = (bank: string): Instrument => ({ method: 'netbanking', bank });

export type Delivery = { raw: string; body: WebhookBody; headers: Record<string, string> };

/**
 * A webhook receiver that keeps what it got; `answer` gives the HTTP status of each delivery
 * (or throws, as a network failure does). 200 by default.
 */
export function webhookReceiver(answer: (delivery: Delivery) => number | Promise<number> = () => 200) {
  const received: Delivery[] = [];
  const send: PaymentWebhookSend = async (raw, headers) => {
    const delivery = { raw, body: JSON.parse(raw) as WebhookBody, headers };
    received.push(delivery);
    return answer(delivery);
  };
  /** The deliveries of one link, in the order they came. */
  const of = (linkId: string) =>
    received.filter((delivery) => delivery.body.payload.payment_link.entity.id === linkId);
  return {
    received,
    send,
    of,
    typesOf: (linkId: string) => of(linkId).map((delivery) => delivery.body.event),
  };
}
