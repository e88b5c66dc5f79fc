import { X509Certificate } from 'node:crypto';

import { createDetachedCms } from '../../lib/pdf-signature/create-cms.ts';
import { issueSignerCertificate, type SandboxAuthority } from './sandbox-ca.ts';

/**
 * What an ESP does once the code is right: a one-time key and a 30-minute certificate in the
 * signer's name, a CMS over the document digest carrying that certificate and the root, and the
 * key thrown away (it lives only in this call).
 */
export async function signDigest(
  authority: SandboxAuthority,
  input: { signerName: string; signerMobile: string; documentDigest: string },
  signedAt: Date,
): Promise<{ cms: Buffer; certificatePem: string }> {
  const signer = await issueSignerCertificate(
    authority,
    { name: input.signerName, mobileLast4: input.signerMobile.slice(-4) },
    signedAt,
  );
  const cms = createDetachedCms({
    digestHex: input.documentDigest,
    signingTime: signedAt,
    signerKey: signer.privateKey,
    certificates: [signer.certificateDer, new X509Certificate(authority.certificatePem).raw],
  });
  return { cms, certificatePem: signer.certificatePem };
}
