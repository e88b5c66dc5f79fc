import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { obfuscateReturnUrl } from '@kredo/contract/kyc';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { findDocument } from '../documents/documents.repository.ts';
import { sandboxResidents, sandboxUidaiMagic } from '../../providers/uidai/sandbox-residents.ts';
import { kycTestKit, rahul, type Session } from './kyc-test-kit.ts';
import { kycVerifications } from './kyc.schema.ts';

const returnUrl = (b: Session, sessionId: string) =>
  `http://localhost:8080/#/healwise/loan-application/kyc/digilocker?userId=${b.userId}&session_id=${sessionId}`;

describe('DigiLocker KYC', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const kit = kycTestKit(ctx);

  const initiate = async (b: Session) => {
    const reply = await kit.inject({
      method: 'POST',
      url: '/api/kyc/digilocker/initiate',
      headers: b.headers,
      payload: { userId: b.userId, invoker: 'LOAN_APPLICATION' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { session_id: string; state: string; authorizeUrl: string };
  };

  /** The borrower's answer on the sandbox consent page; returns where DigiLocker sends them back. */
  const consent = async (
    b: Session,
    sessionId: string,
    state: string,
    decision: string,
    aadhaar = rahul.aadhaar,
  ) => {
    const reply = await kit.inject({
      method: 'POST',
      url: '/api/dev/digilocker/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload: new URLSearchParams({
        state,
        redirect: obfuscateReturnUrl(returnUrl(b, sessionId)),
        decision,
        resident: String(sandboxResidents.findIndex((resident) => resident.aadhaar === aadhaar)),
      }).toString(),
    });
    expect(reply.statusCode, reply.body).toBe(303);
    const location = reply.headers.location as string;
    return new URLSearchParams(location.slice(location.indexOf('?', location.indexOf('#'))));
  };

  const complete = (b: Session, body: Record<string, unknown>) =>
    kit.inject({
      method: 'POST',
      url: '/api/kyc/digilocker/complete',
      headers: b.headers,
      payload: { userId: b.userId, ...body },
    });

  it("sends the borrower to the consent page, back with a code, and keeps DigiLocker's e-Aadhaar as the address proof", async () => {
    const b = await kit.borrower();
    const started = await initiate(b);
    expect(started.authorizeUrl).toMatch(
      /^\/api\/dev\/digilocker\/consent\?client_id=kredo-sandbox&response_type=code&state=/,
    );

    const redirect = obfuscateReturnUrl(returnUrl(b, started.session_id));
    const page = await kit.inject({
      url: `${started.authorizeUrl}&redirect=${redirect}`,
      headers: { host: 'localhost:8080' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Rahul Sharma (XXXX XXXX 0726)');
    expect(page.body).not.toContain(rahul.aadhaar.slice(0, 8));
    expect(page.body).toContain('>Allow</button>');
    expect(page.body).toContain('>Deny</button>');

    const back = await consent(b, started.session_id, started.state, 'allow');
    expect(back.get('userId')).toBe(b.userId);
    expect(back.get('state')).toBe(started.state);
    const code = back.get('code');
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const done = await complete(b, { session_id: started.session_id, state: started.state, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      isSuccess: true,
      message: 'Digilocker KYC updated successfully',
      kyc: { name: 'Rahul Sharma', dob: '1988-11-02', gender: 'M', aadhaarLast4: '0726' },
    });
    const [row] = await ctx.t.deps.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.id, started.session_id));
    expect(row).toMatchObject({ mode: 'KYC_DIGI_LOCKER', status: 'VERIFIED', invoker: 'LOAN_APPLICATION' });
    expect(await findDocument(ctx.t.deps.db, row!.documentId!)).toMatchObject({
      docType: 'CURRENT_ADDRESS_PROOF',
      docSubType: 'AADHAAR',
      mode: 'EKYC',
    });
    expect(JSON.stringify(row)).not.toContain(rahul.aadhaar);

    // A reloaded return page gets the same answer; the code itself is spent.
    const again = await complete(b, { session_id: started.session_id, state: started.state, code });
    expect(again.json()).toMatchObject({ isSuccess: true, kyc: { name: 'Rahul Sharma' } });
  });

  it('records a denial and answers it as not successful', async () => {
    const b = await kit.borrower();
    const started = await initiate(b);
    const back = await consent(b, started.session_id, started.state, 'deny');
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();
    const reply = await complete(b, {
      session_id: started.session_id,
      state: started.state,
      error: 'access_denied',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      isSuccess: false,
      message:
        'You did not allow access to your DigiLocker. Please try again or choose another way to complete your KYC.',
      kyc: null,
    });
    const [row] = await ctx.t.deps.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.id, started.session_id));
    expect(row).toMatchObject({ status: 'FAILED', failureReason: 'consent: access_denied' });
  });

  it('refuses a wrong state, a spent or unknown code, and a DigiLocker without an e-Aadhaar', async () => {
    const b = await kit.borrower();
    const started = await initiate(b);
    const code = (await consent(b, started.session_id, started.state, 'allow')).get('code');
    const wrongState = await complete(b, { session_id: started.session_id, state: 'not-the-state', code });
    expect(wrongState.statusCode).toBe(409);
    expect(wrongState.json()).toMatchObject({ message: 'something went wrong, Please try again!' });
    const unknown = await complete(b, {
      session_id: started.session_id,
      state: started.state,
      code: 'made-up-code',
    });
    expect(unknown.statusCode).toBe(409);

    const other = await initiate(b);
    const noAadhaar = (
      await consent(b, other.session_id, other.state, 'allow', sandboxUidaiMagic.notInDigilocker)
    ).get('code');
    const missing = await complete(b, { session_id: other.session_id, state: other.state, code: noAadhaar });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ message: 'something went wrong, Please try again!' });

    const neither = await complete(b, { session_id: (await initiate(b)).session_id, state: 'x' });
    expect(neither.statusCode).toBe(409);
  });

  it('follows only return addresses on its own host or this machine', async () => {
    const b = await kit.borrower();
    const started = await initiate(b);
    for (const redirect of [
      obfuscateReturnUrl('https://evil.example/#/kyc'),
      obfuscateReturnUrl('javascript:alert(1)'),
      'not-obfuscated!',
    ]) {
      const page = await kit.inject({
        url: `/api/dev/digilocker/consent?state=${started.state}&redirect=${encodeURIComponent(redirect)}`,
        headers: { host: 'kredo.example' },
      });
      expect(page.statusCode).toBe(400);
    }
    const ownHost = await kit.inject({
      url: `/api/dev/digilocker/consent?state=${started.state}&redirect=${obfuscateReturnUrl('https://kredo.example/#/kyc')}`,
      headers: { host: 'kredo.example' },
    });
    expect(ownHost.statusCode).toBe(200);
  });

  it("refuses another borrower's DigiLocker session", async () => {
    const owner = await kit.borrower();
    const other = await kit.borrower();
    const started = await initiate(owner);
    const code = (await consent(owner, started.session_id, started.state, 'allow')).get('code');
    const theirs = await complete(other, { session_id: started.session_id, state: started.state, code });
    expect(theirs.statusCode).toBe(404);
    const asOwner = await complete(other, {
      userId: owner.userId,
      session_id: started.session_id,
      state: started.state,
      code,
    });
    expect(asOwner.statusCode).toBe(403);
    const mine = await complete(owner, { session_id: started.session_id, state: started.state, code });
    expect(mine.statusCode, mine.body).toBe(200);
  });
});
