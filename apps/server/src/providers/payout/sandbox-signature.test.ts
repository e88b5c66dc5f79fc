import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayoutHarness, payoutRequest, webhookReceiver } from './payout-test-kit.ts';

let h: Awaited<ReturnType<typeof createPayoutHarness>>;

beforeAll(async () => {
  h = await createPayoutHarness();
});
afterAll(() => h.close());

describe('the webhook signature', () => {
  async function oneDelivery() {
    const receiver = webhookReceiver();
    const { payoutId: id } = await h.provider.createPayout(payoutRequest());
    h.clock.advance(2_000);
    await h.provider.deliverDueWebhooks(receiver.send);
    return receiver.of(id)[0]!;
  }

  const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

  it('is a hex HMAC-SHA256 of the raw body under the kept secret, read from a string or bytes', async () => {
    const { raw, headers } = await oneDelivery();
    const secret = await h.provider.webhookSecret();
    expect(headers['x-payout-signature']).toBe(sign(secret, raw));
    const signature = { 'X-Payout-Signature': headers['x-payout-signature'] };
    expect(h.provider.parseWebhook(raw, signature)).toMatchObject({ type: 'payout.processing' });
    expect(h.provider.parseWebhook(Buffer.from(raw, 'utf8'), signature)).toEqual(
      h.provider.parseWebhook(raw, signature),
    );
  });

  it('refuses a forgery: a changed body, another secret, a missing, cut or doubled header', async () => {
    const { raw, headers } = await oneDelivery();
    const signature = headers['x-payout-signature']!;
    const forgeries: [string, Record<string, string | string[]>][] = [
      [raw.replace('"processing"', '"processed"'), headers],
      [`${raw} `, headers],
      [raw, { 'x-payout-signature': sign('another secret', raw) }],
      [raw, { 'x-payout-signature': signature.slice(1) }],
      [raw, {}],
      [raw, { 'x-payout-signature': [signature, signature] }],
    ];
    for (const [body, given] of forgeries)
      expect(() => h.provider.parseWebhook(body, given)).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      );
  });

  it('refuses a signed body that is no payout event', async () => {
    const { raw } = await oneDelivery();
    const secret = await h.provider.webhookSecret();
    const body = JSON.parse(raw) as Record<string, unknown>;
    for (const text of [
      'not json',
      '{"id":"evt_1","type":"payout.updated"}',
      JSON.stringify({ ...body, type: 'payout.processed' }),
      JSON.stringify({ ...body, type: 'payout.paid' }),
    ])
      expect(() => h.provider.parseWebhook(text, { 'x-payout-signature': sign(secret, text) })).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
  });

  it('keeps its secret across a restart', async () => {
    const { raw, headers } = await oneDelivery();
    const restarted = h.newProvider();
    // Not read from the database yet: refused for now (the sender tries again), and read meanwhile.
    expect(() => restarted.parseWebhook(raw, headers)).toThrow(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
    expect(await restarted.webhookSecret()).toBe(await h.provider.webhookSecret());
    expect(restarted.parseWebhook(raw, headers)).toMatchObject({ type: 'payout.processing' });
  });
});
