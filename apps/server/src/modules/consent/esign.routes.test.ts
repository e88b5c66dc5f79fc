import { consentPaths } from '@kredo/contract/consent';
import { documentPaths } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import { findOpportunity } from '../underwriting/opportunity-moves.ts';
import { users } from '../users/users.schema.ts';
import { consentTestKit } from './consent-test-kit.ts';
import { loanAgreements } from './consent.schema.ts';

type Headers = Record<string, string>;

describe('the agreement and its e-sign (spec 001 §2.4, §2.5, §4.5, §7 shubhsign)', () => {
  const ctx = {} as { t: TestApp };
  const kit = consentTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const unsigned = (headers: Headers, requestId: string) =>
    ctx.t.app.inject({ method: 'GET', url: `${consentPaths.unsignedDocs}?request_id=${requestId}`, headers });
  const sendCode = (headers: Headers, requestId: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: consentPaths.sendEsignCode,
      headers,
      payload: { request_id: requestId },
    });
  const verify = (headers: Headers, requestId: string, otp: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url: consentPaths.verifyEsignCode,
      headers,
      payload: { request_id: requestId, otp },
    });
  const outbox = async (to: string) =>
    (await ctx.t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as Array<{
      text: string;
      attachments: Array<{ fileName: string; documentId: string; sha256: string }>;
    }>;
  const latestCode = async (mobile: string) =>
    /\b(\d{6})\b/.exec((await outbox(mobile))[0]?.text ?? '')?.[1] ?? '';

  /** The file behind a signed address, as a browser fetches it. */
  async function download(headers: Headers, query: Record<string, string>) {
    const link = await ctx.t.app.inject({
      method: 'GET',
      url: `${documentPaths.signedUrl}?${new URLSearchParams(query).toString()}`,
      headers,
    });
    if (link.statusCode !== 200) return { statusCode: link.statusCode, bytes: Buffer.alloc(0) };
    const file = await ctx.t.app.inject({ method: 'GET', url: (link.json() as { image: string }).image });
    return { statusCode: file.statusCode, bytes: file.rawPayload };
  }

  it('gives the KFS as a PDF before the answer, in English or Hindi; only to its borrower', async () => {
    const b = await kit.approvedBorrower();
    const query = { userId: b.userId, docType: 'KFS', opportunityId: b.opportunityId };
    const english = await download(b.headers, query);
    expect(english.statusCode).toBe(200);
    expect(english.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await download(b.headers, query);
    expect(again.bytes.equals(english.bytes)).toBe(true);
    const hindi = await download(b.headers, { ...query, language: 'hi' });
    expect(hindi.bytes.equals(english.bytes)).toBe(false);

    const other = await kit.approvedBorrower();
    expect((await download(other.headers, { ...query, userId: other.userId })).statusCode).toBe(404);
    expect((await download(other.headers, query)).statusCode).toBe(403);
  });

  it('generates the agreement after the form, and signs it with the code sent to the borrower', async () => {
    const b = await kit.readyToSign();
    await ctx.t.deps.db.update(users).set({ email: 'asha.signs@example.in' }).where(eq(users.id, b.userId));
    expect(await kit.details(b.headers, b.opportunityId)).toMatchObject({
      isEsignDone: false,
      subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
    });
    const doc = await unsigned(b.headers, b.requestId);
    expect(doc.statusCode).toBe(200);
    expect(
      Buffer.from((doc.json() as { unsignedDoc: string }).unsignedDoc, 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const sent = await sendCode(b.headers, b.requestId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ resendAfterSeconds: 60 });
    const tooSoon = await sendCode(b.headers, b.requestId);
    expect(tooSoon.statusCode).toBe(429);

    const wrong = await verify(b.headers, b.requestId, '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: messages.esignFailed });

    const signed = await verify(b.headers, b.requestId, await latestCode(b.person.mobile));
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ status: true });
    expect(await kit.details(b.headers, b.opportunityId)).toMatchObject({
      isEsignDone: true,
      subStatuses: ['REPAY_INST_PENDING'],
    });
    expect((await findOpportunity(ctx.t.deps.db, b.opportunityId))?.status).toBe('CUST_CONSENT_GIVEN');

    const file = await download(b.headers, {
      userId: b.userId,
      docType: 'SIGNED_LOAN_AGREEMENT',
      opportunityId: b.opportunityId,
    });
    const verdict = verifySignedPdf(file.bytes, await ctx.t.deps.esign.trustedRoots());
    expect(verdict).toMatchObject({ valid: true });
    const tampered = Buffer.from(file.bytes);
    tampered[200] = tampered[200]! ^ 0x01;
    expect(verifySignedPdf(tampered, await ctx.t.deps.esign.trustedRoots()).valid).toBe(false);

    const [mail] = await outbox('asha.signs@example.in');
    expect(mail?.attachments.map((a) => a.fileName)).toEqual([
      expect.stringMatching(/-signed\.pdf$/),
      expect.stringMatching(/^KFS-/),
    ]);
    // Signing again changes nothing.
    expect((await verify(b.headers, b.requestId, '123456')).json()).toEqual({ status: true });
    expect(await outbox('asha.signs@example.in')).toHaveLength(1);
  });

  it('locks the signing after 5 wrong codes; a new code then opens a new transaction, as does one past its 30 minutes', async () => {
    const b = await kit.readyToSign();
    expect((await sendCode(b.headers, b.requestId)).statusCode).toBe(200);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await verify(b.headers, b.requestId, '000001')).json());
    expect(
      answers.slice(0, 4).every((a) => (a as { message: string }).message === messages.esignFailed),
    ).toBe(true);
    const lockedCode = await latestCode(b.person.mobile);
    const locked = await verify(b.headers, b.requestId, lockedCode);
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ message: messages.esignLocked });
    expect((await kit.details(b.headers, b.opportunityId)).isEsignDone).toBe(false);

    // 'Please ask for a new code': a new transaction, whose code signs.
    ctx.t.deps.clock.advance(61_000);
    expect((await sendCode(b.headers, b.requestId)).statusCode).toBe(200);
    // The borrower leaves for longer than the transaction lives, and comes back.
    ctx.t.deps.clock.advance(31 * 60_000);
    const { headers } = b;
    const expired = await verify(headers, b.requestId, await latestCode(b.person.mobile));
    expect(expired.json()).toMatchObject({ message: messages.esignExpired });
    expect((await sendCode(headers, b.requestId)).statusCode).toBe(200);
    const signed = await verify(headers, b.requestId, await latestCode(b.person.mobile));
    expect(signed.json()).toEqual({ status: true });
    const [agreement] = await ctx.t.deps.db
      .select()
      .from(loanAgreements)
      .where(eq(loanAgreements.opportunityId, b.opportunityId));
    expect(agreement?.esignAttempts).toBe(3);
  });

  it('says the signing service is unavailable when the ESP is down, and signs once it answers again', async () => {
    const b = await kit.readyToSign();
    const { mobile } = b.person;
    // The sandbox ESP cannot start a signing for a signer mobile ending 0000 (docs/providers.md).
    const down = `${mobile.slice(0, 2)}77770000`;
    await ctx.t.deps.db.update(users).set({ mobile: down }).where(eq(users.id, b.userId));
    const refused = await sendCode(b.headers, b.requestId);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: messages.esignUnavailable,
    });
    expect(refused.json().message).not.toBe(messages.kfsDownloadFailed);
    expect((await kit.details(b.headers, b.opportunityId)).isEsignDone).toBe(false);

    await ctx.t.deps.db.update(users).set({ mobile }).where(eq(users.id, b.userId));
    expect((await sendCode(b.headers, b.requestId)).statusCode).toBe(200);
    const signed = await verify(b.headers, b.requestId, await latestCode(mobile));
    expect(signed.json()).toEqual({ status: true });
  });

  it("answers another borrower's signing as if it did not exist", async () => {
    const b = await kit.readyToSign();
    const other = await kit.approvedBorrower();
    expect((await unsigned(other.headers, b.requestId)).statusCode).toBe(404);
    expect((await sendCode(other.headers, b.requestId)).statusCode).toBe(404);
    expect((await verify(other.headers, b.requestId, '123456')).statusCode).toBe(404);
    expect(
      await outbox(b.person.mobile).then((messages) => messages.filter((m) => /e-?sign/i.test(m.text))),
    ).toEqual([]);
  });
});
