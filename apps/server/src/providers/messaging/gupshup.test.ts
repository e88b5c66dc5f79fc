import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createGupshupSmsProvider, type GupshupSettings } from './gupshup.ts';
import { startGupshupStandIn, type GupshupStandIn } from './gupshup-stand-in.ts';
import { MessagingError, type OutboundMessage } from './index.ts';

const account = { userId: '2000123456', password: 'gupshup-pass-Xy7' };
const otpText = '482913 is your Kredo sign-in code. It is valid for 10 minutes. Do not share it with anyone.';
const sms = (overrides: Partial<OutboundMessage> = {}): OutboundMessage => ({
  channel: 'sms',
  to: '9876543210',
  text: otpText,
  template: 'otp-signin',
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<MessagingError> {
  const error = await promise.then(
    () => {
      throw new Error('The message was accepted');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MessagingError);
  // Nothing a refusal says may quote the message or our password.
  expect((error as Error).message).not.toContain('482913');
  expect((error as Error).message).not.toContain(account.password);
  return error as MessagingError;
}

describe('Gupshup Enterprise SMS', () => {
  let gateway: GupshupStandIn;
  let settings: GupshupSettings;
  beforeAll(async () => {
    gateway = await startGupshupStandIn(account);
    settings = {
      apiUrl: gateway.apiUrl,
      ...account,
      senderId: 'KREDOL',
      dltEntityId: '1101456789012345678',
      dltTemplateIds: { 'otp-signin': '1107161234567890123', 'otp-update-email': '1107169876543210987' },
      timeoutMs: 300,
    };
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.setMood('accept');
  });

  it('sends the documented SendMessage form, with the sender and the DLT ids, and keeps the message id', async () => {
    const receipt = await createGupshupSmsProvider(settings).send(sms());

    expect(gateway.received).toEqual([
      {
        method: 'SendMessage',
        send_to: '919876543210',
        msg: otpText,
        msg_type: 'TEXT',
        userid: account.userId,
        password: account.password,
        auth_scheme: 'plain',
        v: '1.1',
        format: 'text',
        mask: 'KREDOL',
        principalEntityId: '1101456789012345678',
        dltTemplateId: '1107161234567890123',
      },
    ]);
    expect(receipt.providerMessageId).toMatch(/^\d{20}-\d{9}$/);
  });

  it('sends each kind of message under its own DLT template', async () => {
    await createGupshupSmsProvider(settings).send(sms({ template: 'otp-update-email' }));
    expect(gateway.received[0]?.dltTemplateId).toBe('1107169876543210987');
  });

  it("turns Gupshup's error answer into a refusal not worth retrying, by its code only", async () => {
    gateway.setMood('refuse');
    const error = await refusal(createGupshupSmsProvider(settings).send(sms()));
    expect(error).toMatchObject({ reason: 'undeliverable', retryable: false });
    expect(error.message).toBe('Gupshup refused the message: error 175');
  });

  it('is refused like any bad request when the credentials are wrong', async () => {
    const error = await refusal(createGupshupSmsProvider({ ...settings, password: 'wrong' }).send(sms()));
    expect(error.message).toBe('Gupshup refused the message: error 103');
  });

  it('treats an HTTP 503 as an outage worth retrying', async () => {
    gateway.setMood('fail');
    const error = await refusal(createGupshupSmsProvider(settings).send(sms()));
    expect(error).toMatchObject({ reason: 'provider_down', retryable: true });
    expect(error.message).toBe('Gupshup answered HTTP 503');
  });

  it('gives up after the timeout when Gupshup does not answer', async () => {
    gateway.setMood('hang');
    const started = Date.now();
    const error = await refusal(createGupshupSmsProvider(settings).send(sms()));
    expect(error).toMatchObject({ reason: 'provider_down', retryable: true });
    expect(error.message).toBe('Gupshup gave no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends nothing for a kind without a DLT template, another channel or a number that is not Indian', async () => {
    const provider = createGupshupSmsProvider(settings);
    expect(await refusal(provider.send(sms({ template: 'otp-esign' })))).toMatchObject({
      reason: 'undeliverable',
      message: 'No DLT template id for otp-esign',
    });
    expect(await refusal(provider.send(sms({ channel: 'whatsapp' })))).toMatchObject({
      reason: 'provider_down',
    });
    expect(await refusal(provider.send(sms({ to: '+14155550123' })))).toMatchObject({
      reason: 'invalid_recipient',
    });
    expect(gateway.received).toEqual([]);
  });
});
