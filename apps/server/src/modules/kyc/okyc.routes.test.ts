import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findDocument } from '../documents/documents.repository.ts';
import { asha, kycTestKit } from './kyc-test-kit.ts';
import { kycContext } from './kyc-record.ts';
import { kycVerifications } from './kyc.schema.ts';

describe('Aadhaar OKYC', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const kit = kycTestKit(ctx);

  it('walks captcha, OTP to the Aadhaar-linked mobile, and e-KYC, which becomes the current address proof', async () => {
    const b = await kit.borrower();
    const session = await kit.initiate(b);
    expect(session).toMatchObject({ isSuccess: true, message: 'Captcha generated' });
    expect(session.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(session.captcha.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    // The answer, typed in another case, is accepted.
    const answer = await kit.captchaAnswer(b, session.session_id);
    const sent = await kit.generateOtp(b, {
      session_id: session.session_id,
      captcha: answer.toUpperCase() === answer ? answer.toLowerCase() : answer.toUpperCase(),
      aadhaar_no: `${asha.aadhaar.slice(0, 4)} ${asha.aadhaar.slice(4, 8)} ${asha.aadhaar.slice(8)}`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      isSuccess: true,
      message: 'OTP sent to your Aadhaar-linked mobile number XXXXXX3210',
      session_id: session.session_id,
      maskedMobile: 'XXXXXX3210',
    });
    const sms = await kit.latestSms(asha.mobile!);
    expect(sms).toContain('(XX8917)');
    expect(sms).not.toContain(asha.aadhaar);

    const done = await kit.validateOtp(b, { session_id: session.session_id, otp: kit.otpIn(sms) });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json() as { isSuccess: boolean; message: string; kyc: Record<string, string> };
    expect(body).toMatchObject({
      isSuccess: true,
      message: 'KYC updated successfully',
      kyc: {
        name: 'Asha Verma',
        dob: '1990-05-15',
        gender: 'F',
        address: asha.address,
        aadhaarLast4: '8917',
      },
    });
    expect(body.kyc.photo).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    // The e-KYC is the borrower's current address proof: a PDF, of the Aadhaar kind, made by us.
    const [row] = await ctx.t.deps.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.id, session.session_id));
    expect(row).toMatchObject({
      status: 'VERIFIED',
      invoker: 'LOAN_APPLICATION',
      aadhaarLast4: '8917',
      gender: 'F',
    });
    const document = await findDocument(ctx.t.deps.db, row!.documentId!);
    expect(document).toMatchObject({
      userId: b.userId,
      docType: 'CURRENT_ADDRESS_PROOF',
      docSubType: 'AADHAAR',
      side: 'SINGLE',
      mode: 'EKYC',
      contentType: 'application/pdf',
      replacedAt: null,
    });
    const pdf = await ctx.t.deps.blobs.get({ key: document!.blobKey, sha256: document!.sha256 });
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ctx.t.deps.cipher.decrypt(kycContext('name', row!.id), row!.nameSealed!)).toBe('Asha Verma');

    // ...which completes the KYC category of the checklist.
    const fields = await kit.inject({
      url: '/api/paandu/application-fields?productCode=PERSONAL_LOAN',
      headers: b.headers,
    });
    const kyc = (
      fields.json() as { required_fields: Record<string, Array<{ identifier: string; value: unknown }>> }
    ).required_fields.KYC;
    expect(kyc).toEqual([
      expect.objectContaining({
        identifier: 'documents.CURRENT_ADDRESS_PROOF',
        value: 'CURRENT_ADDRESS_PROOF',
      }),
    ]);

    // The session is spent: its OTP cannot be used again.
    const again = await kit.validateOtp(b, { session_id: session.session_id, otp: kit.otpIn(sms) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Please click generate otp again' });
  });

  it('never keeps the full Aadhaar number: not in its row, the outbox or the log', async () => {
    const b = await kit.borrower();
    const sessionId = await kit.otpSent(b);
    const sms = await kit.latestSms(asha.mobile!);
    await kit.validateOtp(b, { session_id: sessionId, otp: kit.otpIn(sms) });
    const rows = await ctx.t.deps.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.userId, b.userId));
    expect(rows.length).toBeGreaterThan(0);
    const spaced = `${asha.aadhaar.slice(0, 4)} ${asha.aadhaar.slice(4, 8)} ${asha.aadhaar.slice(8)}`;
    for (const text of [JSON.stringify(rows), sms, ...ctx.t.logLines]) {
      expect(text).not.toContain(asha.aadhaar);
      expect(text).not.toContain(spaced);
    }
    expect(rows[0]?.aadhaarHash).toBe(ctx.t.deps.cipher.hash('aadhaar', asha.aadhaar));
    // Nor the name and address in clear.
    expect(JSON.stringify(rows)).not.toContain('Asha Verma');
    expect(JSON.stringify(rows)).not.toContain('Indiranagar');
  });

  it('gives a fresh captcha for the session, and a wrong captcha spends the session', async () => {
    const b = await kit.borrower();
    const session = await kit.initiate(b);
    const fresh = await kit.inject({
      url: `/api/kyc/captcha?session_id=${session.session_id}`,
      headers: b.headers,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ session_id: session.session_id });
    expect((fresh.json() as { captcha: string }).captcha).not.toBe(session.captcha);

    const wrong = await kit.generateOtp(b, {
      session_id: session.session_id,
      captcha: 'zzzzz',
      aadhaar_no: asha.aadhaar,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please Enter Valid Captcha',
      fieldErrors: { captcha: ['Please Enter Valid Captcha'] },
    });
    const retried = await kit.generateOtp(b, {
      session_id: session.session_id,
      captcha: 'abcde',
      aadhaar_no: asha.aadhaar,
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'something went wrong, Please try again!',
    });
  });

  it('finds the captcha service down for one in every four new sessions (503), so the app tries again', async () => {
    const b = await kit.borrower();
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1)
      statuses.push((await kit.inject({ url: '/api/kyc/initiate-okyc', headers: b.headers })).statusCode);
    expect(statuses.filter((status) => status === 503)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    const down = await (async () => {
      for (;;) {
        const reply = await kit.inject({ url: '/api/kyc/initiate-okyc', headers: b.headers });
        if (reply.statusCode === 503) return reply;
      }
    })();
    expect(down.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'something went wrong, Please try again!',
    });
    expect(down.headers['retry-after']).toBe('1');
  });
});
