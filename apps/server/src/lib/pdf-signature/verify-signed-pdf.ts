import { X509Certificate } from 'node:crypto';

import { contentsOf, digestByteRange, findSignatureSlots } from './byte-range.ts';
import { readPdfText } from './pdf-text.ts';
import { chainsToRoot, readCms } from './read-cms.ts';

export type SignedPdfVerdict = { valid: boolean; signerName?: string; signedAt?: Date; reason?: string };

/**
 * Checks the signature that covers the whole file: its ByteRange leaves out only its /Contents,
 * the hash of those bytes is the CMS's messageDigest, the signer's key signed it, and the signer's
 * certificate (made for signing: digitalSignature or nonRepudiation) chains to one of
 * `trustedRoots` (PEM) and was valid at the signing time. Any changed or appended byte makes it
 * invalid. Never throws for a bad PDF: a PDF it cannot read is not valid.
 */
export function verifySignedPdf(pdf: Uint8Array, trustedRoots: readonly string[]): SignedPdfVerdict {
  const bytes = Buffer.from(pdf);
  const slot = findSignatureSlots(bytes).find(
    ({ byteRange: [, , start2, length2] }) => start2 + length2 === bytes.length,
  );
  if (!slot) return { valid: false };
  try {
    const cms = readCms(contentsOf(bytes, slot));
    const signedAt = cms.signingTime;
    const roots = trustedRoots.map((pem) => new X509Certificate(pem));
    const usage = cms.signerKeyUsage;
    const valid =
      signedAt !== undefined &&
      cms.signatureValid &&
      cms.messageDigestHex === digestByteRange(bytes, slot.byteRange) &&
      (usage === undefined || usage.digitalSignature || usage.nonRepudiation) &&
      chainsToRoot(cms.signerCertificate, cms.certificates, roots, signedAt);
    const reason = readPdfText(bytes, slot.contentsStart, '/Reason');
    return {
      valid,
      ...(cms.signerName === undefined ? {} : { signerName: cms.signerName }),
      ...(signedAt === undefined ? {} : { signedAt }),
      ...(reason === undefined ? {} : { reason }),
    };
  } catch {
    return { valid: false };
  }
}
