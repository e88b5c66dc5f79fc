import { createHash, X509Certificate } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  createSandboxRoot,
  issueSignerCertificate,
  signerCertificateValidityMs,
  type SandboxAuthority,
} from '../../providers/esign/sandbox-ca.ts';
import { findSignatureSlots } from './byte-range.ts';
import { createDetachedCms } from './create-cms.ts';
import { embedSignature, SignatureMismatchError } from './embed-signature.ts';
import { preparePdfForSigning, signatureRoomBytes } from './prepare-pdf.ts';
import {
  flipByte,
  makeAgreementPdf,
  opensslVerify,
  pdfsig,
  signatureParts,
} from './testing/signature-tools.ts';
import { verifySignedPdf } from './verify-signed-pdf.ts';

const signer = { name: 'Asha Verma', reason: 'Loan agreement (ऋण अनुबंध)', location: 'Pune, India' };
const signedAt = new Date('2026-03-02T10:15:00Z');

let root: SandboxAuthority;
let otherRoot: SandboxAuthority;

beforeAll(async () => {
  [root, otherRoot] = await Promise.all([
    createSandboxRoot(new Date('2026-01-01')),
    createSandboxRoot(new Date('2026-01-01')),
  ]);
});

async function cmsFor(digestHex: string, options: { authority?: SandboxAuthority; at?: Date } = {}) {
  const authority = options.authority ?? root;
  const leaf = await issueSignerCertificate(authority, { name: 'Asha Verma', mobileLast4: '3210' }, signedAt);
  return createDetachedCms({
    digestHex,
    signingTime: options.at ?? signedAt,
    signerKey: leaf.privateKey,
    certificates: [leaf.certificateDer, new X509Certificate(authority.certificatePem).raw],
  });
}

async function signedAgreement() {
  const { prepared, byteRangeDigest } = await preparePdfForSigning(await makeAgreementPdf(), signer);
  return { prepared, byteRangeDigest, signed: embedSignature(prepared, await cmsFor(byteRangeDigest)) };
}

describe('preparing a PDF for signing', () => {
  it('leaves a zero-filled 16 KB hole and hashes exactly the bytes around it, to the end of the file', async () => {
    const { prepared, byteRangeDigest } = await preparePdfForSigning(await makeAgreementPdf(), signer);
    const [slot] = findSignatureSlots(Buffer.from(prepared));
    const [start1, length1, start2, length2] = slot!.byteRange;
    expect(start1).toBe(0);
    expect(start2 + length2).toBe(prepared.length);
    expect(start2 - length1).toBe(signatureRoomBytes * 2 + 2);
    const { signedBytes } = signatureParts(prepared);
    expect(createHash('sha256').update(signedBytes).digest('hex')).toBe(byteRangeDigest);
  });

  it('gives another hash for another document', async () => {
    const first = await preparePdfForSigning(await makeAgreementPdf('Agreement A'), signer);
    const second = await preparePdfForSigning(await makeAgreementPdf('Agreement B'), signer);
    expect(first.byteRangeDigest).not.toBe(second.byteRangeDigest);
  });
});

describe('a signed PDF', () => {
  it('verifies, naming the signer, the signing time and the reason (brackets and Devanagari kept)', async () => {
    const { signed } = await signedAgreement();
    expect(verifySignedPdf(signed, [root.certificatePem])).toEqual({
      valid: true,
      signerName: 'Asha Verma',
      signedAt,
      reason: 'Loan agreement (ऋण अनुबंध)',
    });
  });

  it('is accepted by openssl cms -verify and by pdfsig, covering the whole document', async () => {
    const { signed } = await signedAgreement();
    expect(await opensslVerify(signed, root.certificatePem, signedAt)).toMatchObject({ ok: true });
    expect(await opensslVerify(signed, otherRoot.certificatePem, signedAt)).toMatchObject({ ok: false });
    const report = await pdfsig(signed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: Asha Verma');
  });

  it('fails once any byte in either signed range changes, and pdfsig sees the mismatch too', async () => {
    const { signed } = await signedAgreement();
    const { slot } = signatureParts(signed);
    for (const offset of [0, 400, slot.byteRange[1] - 1, slot.byteRange[2], signed.length - 1]) {
      expect(verifySignedPdf(flipByte(signed, offset), [root.certificatePem]).valid, `offset ${offset}`).toBe(
        false,
      );
    }
    expect(await pdfsig(flipByte(signed, 400))).toContain('Digest Mismatch');
  });

  it('fails with bytes appended after the signature', async () => {
    const { signed } = await signedAgreement();
    const extended = Buffer.concat([signed, Buffer.from('\n1 0 obj\n(changed)\nendobj\n')]);
    expect(verifySignedPdf(extended, [root.certificatePem]).valid).toBe(false);
  });

  it('fails against a root that did not issue the signer certificate', async () => {
    const { signed } = await signedAgreement();
    expect(verifySignedPdf(signed, [otherRoot.certificatePem]).valid).toBe(false);
    expect(verifySignedPdf(signed, []).valid).toBe(false);
  });

  it("fails when signed after the signer certificate's 30 minutes", async () => {
    const { prepared, byteRangeDigest } = await preparePdfForSigning(await makeAgreementPdf(), signer);
    const late = new Date(signedAt.getTime() + signerCertificateValidityMs + 60_000);
    const signed = embedSignature(prepared, await cmsFor(byteRangeDigest, { at: late }));
    expect(verifySignedPdf(signed, [root.certificatePem]).valid).toBe(false);
  });

  it('is not valid while unsigned, nor when the input is not a PDF', async () => {
    const { prepared } = await preparePdfForSigning(await makeAgreementPdf(), signer);
    expect(verifySignedPdf(prepared, [root.certificatePem])).toEqual({ valid: false });
    expect(verifySignedPdf(Buffer.from('not a pdf'), [root.certificatePem])).toEqual({ valid: false });
  });
});

describe('embedding a signature', () => {
  it('refuses a CMS over another hash (an answer for another document)', async () => {
    const { prepared } = await preparePdfForSigning(await makeAgreementPdf(), signer);
    const other = await preparePdfForSigning(await makeAgreementPdf('Another agreement'), signer);
    const cms = await cmsFor(other.byteRangeDigest);
    expect(() => embedSignature(prepared, cms)).toThrow(SignatureMismatchError);
  });

  it('refuses bytes that are not a CMS, and a PDF already signed', async () => {
    const { prepared, signed } = await signedAgreement();
    expect(() => embedSignature(prepared, Buffer.from('garbage'))).toThrow();
    expect(() => embedSignature(signed, signatureParts(signed).cms)).toThrow(/unsigned signature slot/);
  });
});
