import { X509Certificate } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../../modules/notifications/notifications.schema.ts';
import { embedSignature } from '../../lib/pdf-signature/embed-signature.ts';
import { preparePdfForSigning } from '../../lib/pdf-signature/prepare-pdf.ts';
import {
  flipByte,
  makeAgreementPdf,
  opensslVerify,
  pdfsig,
} from '../../lib/pdf-signature/testing/signature-tools.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import { createEsignHarness, startInput, type EsignHarness } from './esign-test-kit.ts';
import { esignSandboxAuthorities, esignSandboxTransactions } from './esign.schema.ts';

let harness: EsignHarness;

beforeAll(async () => {
  harness = await createEsignHarness();
});
afterAll(() => harness.close());

/** prepare -> startSigning -> sendCode -> the code from the outbox -> verifyCode -> embed. */
async function signAgreement(name = 'Asha Verma') {
  const { prepared, byteRangeDigest } = await preparePdfForSigning(await makeAgreementPdf(), {
    name,
    reason: 'Loan agreement',
    location: 'India',
  });
  const input = startInput({ documentDigest: byteRangeDigest, signerName: name });
  const { espTransactionId } = await harness.esign.startSigning(input);
  const sent = await harness.esign.sendCode(espTransactionId);
  const code = await harness.latestCode(input.signerMobile);
  const answer = await harness.esign.verifyCode(espTransactionId, code);
  if (answer.status !== 'signed') throw new Error(`Not signed: ${answer.status}`);
  return { input, espTransactionId, sent, code, answer, signed: embedSignature(prepared, answer.cms) };
}

describe('signing a loan agreement through the sandbox eSign service', () => {
  it('gives a PDF that verifies against the service roots, with openssl and with pdfsig', async () => {
    const { signed, answer, sent, input } = await signAgreement();
    const roots = await harness.esign.trustedRoots();
    expect(verifySignedPdf(signed, roots)).toMatchObject({
      valid: true,
      signerName: 'Asha Verma',
      reason: 'Loan agreement',
    });
    expect(verifySignedPdf(signed, roots).signedAt).toEqual(
      new Date(Math.floor(answer.signedAt.getTime() / 1000) * 1000),
    );
    expect(sent).toMatchObject({
      resendAfterSeconds: 60,
      sendsLeft: 2,
      maskedMobile: `XXXXXX${input.signerMobile.slice(-4)}`,
    });

    expect(await opensslVerify(signed, roots[0]!)).toMatchObject({ ok: true });
    const report = await pdfsig(signed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('makes a 30-minute signing certificate in the signer name, issued by the root', async () => {
    const { answer } = await signAgreement('Ravi Kumar');
    const certificate = new X509Certificate(answer.certificatePem);
    const [rootPem] = await harness.esign.trustedRoots();
    expect(certificate.subject).toContain('CN=Ravi Kumar');
    expect(certificate.ca).toBe(false);
    expect(certificate.verify(new X509Certificate(rootPem!).publicKey)).toBe(true);
    const lifetimeMs = new Date(certificate.validTo).getTime() - new Date(certificate.validFrom).getTime();
    expect(lifetimeMs).toBe(30 * 60 * 1000);
    // keyUsage digitalSignature + nonRepudiation, critical (DER of the extension value: 03 02 06 c0).
    expect(certificate.raw.includes(Buffer.from('551d0f0101ff0404030206c0', 'hex'))).toBe(true);
  });

  it('is tampering-evident: one changed byte fails verifySignedPdf and pdfsig', async () => {
    const { signed } = await signAgreement();
    const tampered = flipByte(signed, 300);
    expect(verifySignedPdf(tampered, await harness.esign.trustedRoots()).valid).toBe(false);
    expect(await pdfsig(tampered)).toContain('Digest Mismatch');
  });

  it('answers a repeated right code with the same signature, and refuses another code once signed', async () => {
    const { espTransactionId, code, answer } = await signAgreement();
    await expect(harness.esign.verifyCode(espTransactionId, code)).resolves.toEqual(answer);
    await expect(
      harness.esign.verifyCode(espTransactionId, code === '000000' ? '111111' : '000000'),
    ).rejects.toMatchObject({
      reason: 'already_signed',
    });
  });

  it('keeps its root across a restart, its key sealed at rest', async () => {
    const before = await harness.esign.trustedRoots();
    expect(await harness.newProvider().trustedRoots()).toEqual(before);
    const rows = await harness.db.select().from(esignSandboxAuthorities);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealedPrivateKey).not.toContain('PRIVATE KEY');
  });

  it('carries on a signing started before a restart', async () => {
    const input = startInput();
    const { espTransactionId } = await harness.esign.startSigning(input);
    await harness.esign.sendCode(espTransactionId);
    const restarted = harness.newProvider();
    const answer = await restarted.verifyCode(espTransactionId, await harness.latestCode(input.signerMobile));
    expect(answer.status).toBe('signed');
  });

  it('never keeps or logs the code: only its hash is stored, the message log holds no text', async () => {
    const { espTransactionId, code, input } = await signAgreement();
    const [row] = await harness.db
      .select()
      .from(esignSandboxTransactions)
      .where(eq(esignSandboxTransactions.id, espTransactionId));
    expect(Object.values(row!).filter((value) => typeof value === 'string' && value.includes(code))).toEqual(
      [],
    );
    expect(harness.logLines.some((line) => line.includes(espTransactionId))).toBe(true);
    expect(harness.logLines.filter((line) => line.includes(code))).toEqual([]);
    const logged = await harness.db.select().from(messages).where(eq(messages.recipient, input.signerMobile));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(code);
    expect(logged[0]!.template).toBe('esign-otp');
  });
});
