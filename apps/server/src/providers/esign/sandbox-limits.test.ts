import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listOutbox } from '../../modules/notifications/notifications.service.ts';
import { createEsignHarness, startInput, type EsignHarness } from './esign-test-kit.ts';
import type { StartSigningInput } from './index.ts';
import { sandboxEsignMagic } from './sandbox.ts';

let harness: EsignHarness;

beforeAll(async () => {
  harness = await createEsignHarness();
});
afterAll(() => harness.close());

const seconds = (count: number) => count * 1000;
const minutes = (count: number) => count * 60_000;

async function started(overrides: Partial<StartSigningInput> = {}) {
  const input = startInput(overrides);
  const { espTransactionId } = await harness.esign.startSigning(input);
  return { input, id: espTransactionId };
}

async function sentCode(overrides: Partial<StartSigningInput> = {}) {
  const transaction = await started(overrides);
  await harness.esign.sendCode(transaction.id);
  return { ...transaction, code: await harness.latestCode(transaction.input.signerMobile) };
}

const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

describe('wrong codes', () => {
  it('count down from 5, then lock the transaction: the right code and new codes are refused', async () => {
    const { id, code } = await sentCode();
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await harness.esign.verifyCode(id, wrong(code))).toEqual({ status: 'wrong-code', attemptsLeft });
    }
    expect(await harness.esign.verifyCode(id, wrong(code))).toEqual({ status: 'locked' });
    expect(await harness.esign.verifyCode(id, code)).toEqual({ status: 'locked' });
    await expect(harness.esign.sendCode(id)).rejects.toMatchObject({ reason: 'locked' });
  });

  it('count across resent codes', async () => {
    const { id, code, input } = await sentCode();
    for (let index = 0; index < 3; index += 1) await harness.esign.verifyCode(id, wrong(code));
    harness.clock.advance(seconds(60));
    await harness.esign.sendCode(id);
    const second = await harness.latestCode(input.signerMobile);
    expect(await harness.esign.verifyCode(id, wrong(second))).toEqual({
      status: 'wrong-code',
      attemptsLeft: 1,
    });
  });
});

describe('sending codes', () => {
  it('refuses a new code before 60 s with the seconds left, then replaces the old code', async () => {
    const { id, code, input } = await sentCode();
    harness.clock.advance(seconds(45));
    await expect(harness.esign.sendCode(id)).rejects.toMatchObject({
      reason: 'resend_too_soon',
      details: { retryAfterSeconds: 15 },
    });
    harness.clock.advance(seconds(15));
    const resent = await harness.esign.sendCode(id);
    expect(resent.sendsLeft).toBe(1);
    const fresh = await harness.latestCode(input.signerMobile);
    if (fresh !== code)
      expect(await harness.esign.verifyCode(id, code)).toMatchObject({ status: 'wrong-code' });
    expect(await harness.esign.verifyCode(id, fresh)).toMatchObject({ status: 'signed' });
  });

  it('sends at most 3 codes', async () => {
    const { id } = await sentCode();
    for (let index = 0; index < 2; index += 1) {
      harness.clock.advance(seconds(60));
      await harness.esign.sendCode(id);
    }
    harness.clock.advance(seconds(60));
    await expect(harness.esign.sendCode(id)).rejects.toMatchObject({ reason: 'too_many_sends' });
  });

  it('refuses to check a code before one was sent, and an unknown transaction', async () => {
    const { id } = await started();
    await expect(harness.esign.verifyCode(id, '123456')).rejects.toMatchObject({ reason: 'code_not_sent' });
    await expect(harness.esign.sendCode('not-a-transaction')).rejects.toMatchObject({
      reason: 'unknown_transaction',
    });
    await expect(harness.esign.verifyCode(randomUUID(), '123456')).rejects.toMatchObject({
      reason: 'unknown_transaction',
    });
  });
});

describe('expiry by the server clock', () => {
  it('a code works for 10 minutes; after that it is expired and a new one works', async () => {
    const { id, input } = await sentCode();
    harness.clock.advance(minutes(10));
    expect(await harness.esign.verifyCode(id, await harness.latestCode(input.signerMobile))).toEqual({
      status: 'expired',
    });
    await harness.esign.sendCode(id);
    expect(await harness.esign.verifyCode(id, await harness.latestCode(input.signerMobile))).toMatchObject({
      status: 'signed',
    });
  });

  it('a code sent just before the deadline still works', async () => {
    const { id, code } = await sentCode();
    harness.clock.advance(minutes(10) - seconds(1));
    expect(await harness.esign.verifyCode(id, code)).toMatchObject({ status: 'signed' });
  });

  it('the transaction lives 30 minutes', async () => {
    const { id } = await started();
    harness.clock.advance(minutes(30));
    await expect(harness.esign.sendCode(id)).rejects.toMatchObject({ reason: 'transaction_expired' });
  });
});

describe('starting a signing', () => {
  it('answers the same transaction for the same id and document, and refuses the id for another document', async () => {
    const input = startInput();
    const first = await harness.esign.startSigning(input);
    expect(await harness.esign.startSigning(input)).toEqual(first);
    await expect(
      harness.esign.startSigning({ ...input, documentDigest: 'ab'.repeat(32) }),
    ).rejects.toMatchObject({ reason: 'duplicate_transaction' });
  });

  it('refuses a digest that is not SHA-256 hex and a number that is not a mobile', async () => {
    await expect(harness.esign.startSigning(startInput({ documentDigest: 'abc' }))).rejects.toMatchObject({
      reason: 'invalid_request',
    });
    await expect(harness.esign.startSigning(startInput({ signerMobile: '12345' }))).rejects.toMatchObject({
      reason: 'invalid_request',
    });
  });
});

describe('magic values', () => {
  it(`a mobile ending ${sandboxEsignMagic.espDownMobileSuffix}: the service is down at start`, async () => {
    await expect(
      harness.esign.startSigning(startInput({ signerMobile: '9876540000' })),
    ).rejects.toMatchObject({
      reason: 'provider_down',
      retryable: true,
    });
  });

  it(`a mobile ending ${sandboxEsignMagic.codeServiceDownMobileSuffix}: no code is sent nor counted`, async () => {
    const { id } = await started({ signerMobile: '9876540002' });
    await expect(harness.esign.sendCode(id)).rejects.toMatchObject({ reason: 'provider_down' });
    expect(await listOutbox(harness.db, { to: '9876540002', limit: 5 })).toEqual([]);
    await expect(harness.esign.verifyCode(id, '123456')).rejects.toMatchObject({ reason: 'code_not_sent' });
  });

  it(`the name '${sandboxEsignMagic.refusedSignerName}': the right code is answered with signing_refused`, async () => {
    const { id, code } = await sentCode({ signerName: sandboxEsignMagic.refusedSignerName });
    await expect(harness.esign.verifyCode(id, code)).rejects.toMatchObject({ reason: 'signing_refused' });
  });

  it('the messaging gateway down (its magic 9000000001): the ESP is down, the code not counted', async () => {
    const { id } = await started({ signerMobile: '9000000001' });
    await expect(harness.esign.sendCode(id)).rejects.toMatchObject({ reason: 'provider_down' });
    await expect(harness.esign.verifyCode(id, '123456')).rejects.toMatchObject({ reason: 'code_not_sent' });
  });
});
