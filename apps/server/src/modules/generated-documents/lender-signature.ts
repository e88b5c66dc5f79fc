import { AppError } from '../../lib/app-error.ts';
import { embedSignature } from '../../lib/pdf-signature/embed-signature.ts';
import { preparePdfForSigning } from '../../lib/pdf-signature/prepare-pdf.ts';
import { verifySignedPdf } from '../../lib/pdf-signature/verify-signed-pdf.ts';
import type { LenderLetterhead } from './loan-document-data.ts';

type SigningLender = Pick<LenderLetterhead, 'legalName' | 'email'>;

/**
 * The lender's own document-signing key (an organisation's Class 3 DSC, held by the lender), which
 * signs what the lender issues in its own name, such as the No Objection Certificate. Like an
 * eSign service it signs a hash and answers a detached CMS, embedded the way the e-signed loan
 * agreement's is (lib/pdf-signature).
 */
export type LenderDocumentSigner = {
  readonly name: string;
  /** A detached CMS over `digestHex`, the SHA-256 of a prepared PDF's ByteRange bytes. */
  signDigest(input: { lender: SigningLender; digestHex: string; signedAt: Date }): Promise<Uint8Array>;
  /** The CA certificates (PEM) the lender's signatures chain to. */
  trustedRoots(): Promise<string[]>;
};

/** Production until the lenders' certificates are installed: signing fails as an outage. */
export const unconfiguredLenderSigner: LenderDocumentSigner = {
  name: 'unconfigured',
  signDigest: () =>
    Promise.reject(
      new AppError('PROVIDER_UNAVAILABLE', 'no lender document-signing certificate is configured'),
    ),
  trustedRoots: async () => [],
};

/**
 * The PDF with the lender's signature: an invisible signature field whose ByteRange covers the
 * whole file, the CMS embedded, and the result verified against the signer's roots before it is
 * handed out (a signature that does not verify is never issued).
 */
export async function signAsLender(
  pdf: Uint8Array,
  signer: LenderDocumentSigner,
  details: { lender: SigningLender; reason: string; location: string; signedAt: Date },
): Promise<Uint8Array> {
  const { prepared, byteRangeDigest } = await preparePdfForSigning(pdf, {
    name: details.lender.legalName,
    reason: details.reason,
    location: details.location,
    contactInfo: details.lender.email,
  });
  const cms = await signer.signDigest({
    lender: details.lender,
    digestHex: byteRangeDigest,
    signedAt: details.signedAt,
  });
  const signed = embedSignature(prepared, cms);
  const verdict = verifySignedPdf(signed, await signer.trustedRoots());
  if (!verdict.valid) throw new AppError('PROVIDER_UNAVAILABLE', "the lender's signature does not verify");
  return signed;
}
