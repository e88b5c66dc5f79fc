import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createSandboxInbox } from '../../modules/notifications/notifications.service.ts';
import { sandboxOutbox } from '../../modules/notifications/notifications.schema.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { MessagingError, type OutboundMessage } from './index.ts';
import {
  createSandboxMessagingProvider,
  sandboxMessagingMagic,
  sandboxPerRecipientPerMinute,
  type SandboxInbox,
} from './sandbox.ts';

type Delivered = Parameters<SandboxInbox['deliver']>[0];

const systemStart = Date.UTC(2025, 2, 1, 9, 30, 0);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
// Each test starts with an empty outbox, the cap's only memory.
beforeEach(async () => {
  await database.db.delete(sandboxOutbox);
});

/** The sandbox on the dev outbox, as in sandbox mode; `delivered` lists what reached it. */
function setup() {
  const delivered: Delivered[] = [];
  const outbox = createSandboxInbox(database.db);
  const inbox: SandboxInbox = {
    async deliver(entry, cap) {
      const accepted = await outbox.deliver(entry, cap);
      if (accepted) delivered.push(entry);
      return accepted;
    },
  };
  const clock = createClock(0, () => systemStart);
  const provider = createSandboxMessagingProvider(inbox, clock);
  return { provider, delivered, clock, inbox };
}

const sms = (to: string, text = 'Your Kredo code is 482913'): OutboundMessage => ({
  channel: 'sms',
  to,
  text,
  template: 'otp-signin',
});
const email = (to: string): OutboundMessage => ({
  channel: 'email',
  to,
  text: 'Your statement is ready',
  template: 'statement-ready',
});

async function refusal(promise: Promise<unknown>): Promise<MessagingError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MessagingError);
    return error as MessagingError;
  }
  throw new Error('The message was accepted');
}

describe('createSandboxMessagingProvider', () => {
  it('delivers an SMS to the inbox and returns the provider message id', async () => {
    const { provider, delivered } = setup();

    const receipt = await provider.send(sms('9876543210'));

    expect(provider.name).toBe('sandbox');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      channel: 'sms',
      to: '9876543210',
      text: 'Your Kredo code is 482913',
    });
    expect(delivered[0]!.createdAt.getTime()).toBe(systemStart);
    expect(receipt.providerMessageId).toBe(`sbx_${delivered[0]!.id}`);
  });

  it('delivers WhatsApp messages and e-mail', async () => {
    const { provider, delivered } = setup();
    await provider.send({
      channel: 'whatsapp',
      to: '6123456789',
      text: 'EMI due tomorrow',
      template: 'emi-due',
    });
    await provider.send(email('priya.sharma@example.in'));
    expect(delivered.map((entry) => [entry.channel, entry.to])).toEqual([
      ['whatsapp', '6123456789'],
      ['email', 'priya.sharma@example.in'],
    ]);
  });

  it('gives every message its own id', async () => {
    const { provider, delivered } = setup();
    const first = await provider.send(sms('9876543210'));
    const second = await provider.send(sms('9876543210'));
    expect(first.providerMessageId).not.toBe(second.providerMessageId);
    expect(new Set(delivered.map((entry) => entry.id)).size).toBe(2);
  });

  it('stamps deliveries with the injected clock time', async () => {
    const { provider, delivered, clock } = setup();
    clock.advance(3 * 86_400_000);
    await provider.send(sms('9876543210'));
    expect(delivered[0]!.createdAt.toISOString()).toBe('2025-03-04T09:30:00.000Z');
  });

  it.each([
    ['a number starting with 5', '5876543210'],
    ['a nine-digit number', '987654321'],
    ['an eleven-digit number', '98765432101'],
    ['a number with the country code', '+919876543210'],
    ['a foreign number', '+14155550123'],
    ['letters', 'ninenine99'],
  ])('refuses %s as an invalid recipient that is not worth retrying', async (_label, to) => {
    const { provider, delivered } = setup();
    for (const channel of ['sms', 'whatsapp'] as const) {
      const error = await refusal(provider.send({ channel, to, text: 'hello', template: 'hello' }));
      expect(error.reason).toBe('invalid_recipient');
      expect(error.retryable).toBe(false);
    }
    expect(delivered).toEqual([]);
  });

  it.each([
    'priya.sharma',
    'priya@',
    '@example.in',
    'priya@example',
    'priya sharma@example.in',
    '9876543210',
  ])('refuses the e-mail address %j as an invalid recipient', async (to) => {
    const { provider, delivered } = setup();
    const error = await refusal(provider.send(email(to)));
    expect(error.reason).toBe('invalid_recipient');
    expect(error.retryable).toBe(false);
    expect(delivered).toEqual([]);
  });

  it('fails the undeliverable magic mobile for good', async () => {
    const { provider, delivered } = setup();
    const error = await refusal(provider.send(sms(sandboxMessagingMagic.undeliverableMobile)));
    expect(error.reason).toBe('undeliverable');
    expect(error.retryable).toBe(false);
    expect(delivered).toEqual([]);
  });

  it('fails the gateway-down magic mobile as a retryable outage', async () => {
    const { provider, delivered } = setup();
    const error = await refusal(
      provider.send({
        channel: 'whatsapp',
        to: sandboxMessagingMagic.gatewayDownMobile,
        text: 'hi',
        template: 'hello',
      }),
    );
    expect(error.reason).toBe('provider_down');
    expect(error.retryable).toBe(true);
    expect(delivered).toEqual([]);
  });

  it.each([
    `ravi${sandboxMessagingMagic.bouncingEmailDomain}`,
    `Ravi${sandboxMessagingMagic.bouncingEmailDomain.toUpperCase()}`,
  ])('bounces mail to %s as undeliverable', async (to) => {
    const { provider, delivered } = setup();
    const error = await refusal(provider.send(email(to)));
    expect(error.reason).toBe('undeliverable');
    expect(error.retryable).toBe(false);
    expect(delivered).toEqual([]);
  });

  it(`throttles the message after ${sandboxPerRecipientPerMinute} to one recipient within a minute`, async () => {
    const { provider, delivered, clock } = setup();
    for (let count = 0; count < sandboxPerRecipientPerMinute; count++) {
      await provider.send(sms('9876543210'));
      clock.advance(1_000);
    }

    const error = await refusal(provider.send(sms('9876543210')));

    expect(error.reason).toBe('throttled');
    expect(error.retryable).toBe(true);
    expect(delivered).toHaveLength(sandboxPerRecipientPerMinute);
  });

  it('counts each recipient separately', async () => {
    const { provider, delivered } = setup();
    for (let count = 0; count < sandboxPerRecipientPerMinute; count++) await provider.send(sms('9876543210'));
    await expect(provider.send(sms('9876543210'))).rejects.toThrow(MessagingError);

    await provider.send(sms('9123456789'));
    await provider.send(email('priya@example.in'));
    expect(delivered).toHaveLength(sandboxPerRecipientPerMinute + 2);
  });

  it('sends again once a minute has passed on the injected clock', async () => {
    const { provider, delivered, clock } = setup();
    for (let count = 0; count < sandboxPerRecipientPerMinute; count++) await provider.send(sms('9876543210'));
    await expect(provider.send(sms('9876543210'))).rejects.toThrow(MessagingError);

    clock.advance(59_999);
    expect((await refusal(provider.send(sms('9876543210')))).reason).toBe('throttled');

    clock.advance(1);
    await provider.send(sms('9876543210', 'after the minute'));
    expect(delivered).toHaveLength(sandboxPerRecipientPerMinute + 1);
    expect(delivered.at(-1)).toMatchObject({ to: '9876543210', text: 'after the minute' });
  });

  it('uses a rolling minute: only the messages older than a minute stop counting', async () => {
    const { provider, clock } = setup();
    const half = sandboxPerRecipientPerMinute / 2;
    for (let count = 0; count < half; count++) await provider.send(sms('9876543210'));
    clock.advance(30_000);
    for (let count = 0; count < half; count++) await provider.send(sms('9876543210'));

    clock.advance(30_000);
    for (let count = 0; count < half; count++) await provider.send(sms('9876543210'));
    expect((await refusal(provider.send(sms('9876543210')))).reason).toBe('throttled');
  });

  it('does not let throttled retries push the minute further', async () => {
    const { provider, delivered, clock } = setup();
    for (let count = 0; count < sandboxPerRecipientPerMinute; count++) await provider.send(sms('9876543210'));
    for (let second = 0; second < 59; second++) {
      clock.advance(1_000);
      await expect(provider.send(sms('9876543210'))).rejects.toThrow(MessagingError);
    }

    clock.advance(1_000);
    await provider.send(sms('9876543210'));
    expect(delivered).toHaveLength(sandboxPerRecipientPerMinute + 1);
  });
});

describe('the per-recipient cap on several servers', () => {
  const servers = (clock = createClock(0, () => systemStart)) => ({
    clock,
    a: createSandboxMessagingProvider(createSandboxInbox(database.db), clock),
    b: createSandboxMessagingProvider(createSandboxInbox(database.db), clock),
  });

  it('counts what every server sent to the recipient, and still does after a restart', async () => {
    const { clock, a, b } = servers();
    for (let count = 0; count < sandboxPerRecipientPerMinute; count++)
      await (count % 2 === 0 ? a : b).send(sms('9876543210'));

    expect((await refusal(a.send(sms('9876543210')))).reason).toBe('throttled');
    expect((await refusal(b.send(sms('9876543210')))).reason).toBe('throttled');
    const restarted = createSandboxMessagingProvider(createSandboxInbox(database.db), clock);
    expect((await refusal(restarted.send(sms('9876543210')))).reason).toBe('throttled');
    await restarted.send(sms('9123456789'));

    clock.advance(60_000);
    await restarted.send(sms('9876543210'));
  });

  it('lets no more than the cap through when the servers send at once', async () => {
    const { a, b } = servers();
    const sends = Array.from({ length: sandboxPerRecipientPerMinute + 10 }, (_, count) =>
      (count % 2 === 0 ? a : b).send(sms('9876543210')),
    );
    const outcomes = await Promise.allSettled(sends);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      sandboxPerRecipientPerMinute,
    );
    const rows = await database.db.select().from(sandboxOutbox);
    expect(rows).toHaveLength(sandboxPerRecipientPerMinute);
  });
});
