import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/database.ts';
import { createClock } from '../../lib/clock.ts';
import { createPiiCipher } from '../../lib/crypto/pii.ts';
import {
  createNotifier,
  createSandboxInbox,
  listOutbox,
} from '../../modules/notifications/notifications.service.ts';
import { createSandboxMessagingProvider } from '../messaging/sandbox.ts';
import { ConsentError } from './consent.ts';
import type { ProposalRequest } from './index.ts';
import { sandboxInsurerConsents } from './sandbox.schema.ts';
import { createSandboxInsurer } from './sandbox.ts';

const MINUTE = 60_000;
let database: Database;
const clock = createClock(0, () => Date.parse('2026-03-02T10:00:00+05:30'));
let insurer: ReturnType<typeof createSandboxInsurer>;
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  database = await createTestDatabase();
  const notifier = createNotifier({
    db: database.db,
    clock,
    provider: createSandboxMessagingProvider(createSandboxInbox(database.db), clock),
  });
  insurer = createSandboxInsurer({
    db: database.db,
    clock,
    cipher: createPiiCipher(randomBytes(32)),
    notifier,
  });
});
afterAll(() => database.close());

let sequence = 0;
/** A fresh insured mobile, never ending in a magic 0000 or 0002. */
const freshMobile = () => `98${String(7_000_011 + (sequence += 1) * 7).padStart(8, '0')}`;

async function latestCode(mobile: string) {
  const [message] = await listOutbox(database.db, { to: mobile, limit: 1 });
  const code = /^(\d{6}) /.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function hospicash(mobile: string, consentId: string | null, reference = randomUUID()): ProposalRequest {
  return {
    reference,
    productId: 'hospicash-1y',
    mobile,
    price: 152_00,
    details: { name: 'Asha Verma', pincode: '560001', mobile },
    consentId,
  };
}

describe("the sandbox insurer's consent code", () => {
  it('is sent by SMS, kept only as an HMAC, verified once right, and named on one proposal', async () => {
    const mobile = freshMobile();
    const sent = await insurer.sendConsentCode({
      reference: randomUUID(),
      productId: 'hospicash-1y',
      mobile,
    });
    expect(sent).toMatchObject({
      resendAfterSeconds: 60,
      sendsLeft: 2,
      maskedMobile: `XXXXXX${mobile.slice(-4)}`,
    });
    expect(sent.expiresAt.getTime() - clock.nowMs()).toBe(10 * MINUTE);
    const code = await latestCode(mobile);
    const [row] = await database.db.select().from(sandboxInsurerConsents);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await insurer.checkConsentCode(sent.consentId, wrongOf(code))).toEqual({
      status: 'wrong-code',
      attemptsLeft: 4,
    });
    expect(await insurer.checkConsentCode(sent.consentId, code)).toEqual({ status: 'verified' });
    expect(await insurer.checkConsentCode(sent.consentId, code)).toEqual({ status: 'verified' });
    await expect(insurer.propose(hospicash(mobile, null))).rejects.toThrow(/no verified consent/);
    await expect(insurer.propose(hospicash(freshMobile(), sent.consentId))).rejects.toThrow(/another/);
    expect(await insurer.propose(hospicash(mobile, sent.consentId))).toMatchObject({ status: 'pending' });
    await expect(insurer.propose(hospicash(mobile, sent.consentId))).rejects.toThrow(/used already/);
    expect(await insurer.checkConsentCode(sent.consentId, code)).toEqual({ status: 'expired' });
  });

  it('waits 60 s between codes, sends 3 at most, and the newest code is the one that works', async () => {
    const request = { reference: randomUUID(), productId: 'hospicash-1y', mobile: freshMobile() };
    const first = await insurer.sendConsentCode(request);
    const firstCode = await latestCode(request.mobile);
    await expect(insurer.sendConsentCode(request)).rejects.toMatchObject({
      reason: 'resend_too_soon',
      details: { retryAfterSeconds: 60 },
    });
    clock.advance(MINUTE);
    await insurer.sendConsentCode(request);
    const secondCode = await latestCode(request.mobile);
    clock.advance(MINUTE);
    expect((await insurer.sendConsentCode(request)).sendsLeft).toBe(0);
    clock.advance(MINUTE);
    await expect(insurer.sendConsentCode(request)).rejects.toMatchObject({ reason: 'too_many_sends' });
    const thirdCode = await latestCode(request.mobile);
    if (firstCode !== thirdCode && secondCode !== thirdCode)
      expect(await insurer.checkConsentCode(first.consentId, firstCode)).toMatchObject({
        status: 'wrong-code',
      });
    expect(await insurer.checkConsentCode(first.consentId, thirdCode)).toEqual({ status: 'verified' });
  });

  it('locks after 5 wrong codes, and a code expires after 10 minutes', async () => {
    const lockedMobile = freshMobile();
    const locked = await insurer.sendConsentCode({
      reference: randomUUID(),
      productId: 'hospicash-1y',
      mobile: lockedMobile,
    });
    const wrong = wrongOf(await latestCode(lockedMobile));
    for (let attempt = 0; attempt < 4; attempt += 1) await insurer.checkConsentCode(locked.consentId, wrong);
    expect(await insurer.checkConsentCode(locked.consentId, wrong)).toEqual({ status: 'locked' });
    const mobile = freshMobile();
    const late = await insurer.sendConsentCode({
      reference: randomUUID(),
      productId: 'hospicash-1y',
      mobile,
    });
    const code = await latestCode(mobile);
    clock.advance(10 * MINUTE);
    expect(await insurer.checkConsentCode(late.consentId, code)).toEqual({ status: 'expired' });
  });

  it('refuses a product without consent, an unknown consent, and a mobile ending 0002 without counting it', async () => {
    const mobile = freshMobile();
    await expect(
      insurer.sendConsentCode({ reference: randomUUID(), productId: 'pa-individual-1y', mobile }),
    ).rejects.toMatchObject({ reason: 'not_required' });
    await expect(insurer.checkConsentCode('cns_0000000000000000', '123456')).rejects.toThrow(ConsentError);
    const down = { reference: randomUUID(), productId: 'hospicash-1y', mobile: '9876500002' };
    await expect(insurer.sendConsentCode(down)).rejects.toMatchObject({ reason: 'provider_down' });
    const [row] = await database.db
      .select()
      .from(sandboxInsurerConsents)
      .where(eq(sandboxInsurerConsents.reference, down.reference));
    expect(row).toMatchObject({ codesSent: 0, codeHash: null });
  });
});

describe("the sandbox insurer's documents", () => {
  const covid = (documents: ProposalRequest['documents']): ProposalRequest => ({
    reference: randomUUID(),
    productId: 'covid-1y',
    mobile: freshMobile(),
    price: 99_00,
    details: { name: 'Asha Verma', pincode: '560001' },
    documents,
  });
  const certificate = (fileName = 'certificate.pdf', content = pdf) => ({
    field: 'vaccination_certificate',
    fileName,
    contentType: 'application/pdf',
    content,
  });

  it('takes the certificate with the proposal, and refuses one without it or it unreadable', async () => {
    await expect(insurer.propose(covid([]))).rejects.toThrow(/no document/);
    expect(await insurer.propose(covid([certificate()]))).toMatchObject({ status: 'pending' });
    expect(await insurer.propose(covid([certificate('Unreadable scan.pdf')]))).toMatchObject({
      status: 'refused',
      message: 'The insurer could not read the document.',
    });
  });
});
