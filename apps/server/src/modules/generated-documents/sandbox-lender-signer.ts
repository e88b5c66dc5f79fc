import { generateKeyPair, randomBytes, randomInt, X509Certificate, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

import forge from 'node-forge';

import { createDetachedCms } from '../../lib/pdf-signature/create-cms.ts';
import type { SandboxAuthority } from '../../providers/esign/sandbox-ca.ts';
import type { LenderDocumentSigner } from './lender-signature.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

/** A lender's sandbox certificate lives a year, as an organisation's DSC lives one to three. */
const validityMs = 365 * 86_400_000;

type LenderKey = { certificateDer: Buffer; privateKey: KeyObject; notBefore: Date; notAfter: Date };

const utf8 = forge.asn1.Type.UTF8 as unknown as number;

async function issueLenderCertificate(
  authority: SandboxAuthority,
  legalName: string,
  from: Date,
): Promise<LenderKey> {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const issuer = forge.pki.certificateFromPem(authority.certificatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // Random and positive in minimal DER, as RFC 5280 asks of serial numbers.
  certificate.serialNumber = `${randomInt(0x10, 0x80).toString(16)}${randomBytes(15).toString('hex')}`;
  const notAfter = new Date(from.getTime() + validityMs);
  certificate.validity.notBefore = from;
  certificate.validity.notAfter = notAfter;
  certificate.setSubject([
    { shortName: 'C', value: 'IN' },
    { shortName: 'O', value: legalName, valueTagClass: utf8 },
    { shortName: 'OU', value: 'Authorised signatory' },
    { shortName: 'CN', value: legalName, valueTagClass: utf8 },
  ]);
  certificate.setIssuer(issuer.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes() },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(authority.privateKeyPem), forge.md.sha256.create());
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return { certificateDer: der, privateKey, notBefore: from, notAfter };
}

/**
 * Each lender's document-signing certificate in sandbox mode, issued by the sandbox eSign CA (the
 * root the e-signed agreements chain to, kept in the database), so a sandbox NOC verifies against
 * the same root. A lender's key is made on its first signing and kept in memory for a year of
 * signings; a restart makes a new one, which chains to the same root.
 */
export function createSandboxLenderSigner(authority: () => Promise<SandboxAuthority>): LenderDocumentSigner {
  const keys = new Map<string, Promise<LenderKey>>();

  async function keyOf(legalName: string, at: Date): Promise<LenderKey> {
    const known = await keys.get(legalName)?.catch(() => undefined);
    if (known && known.notBefore <= at && at < known.notAfter) return known;
    const issued = authority().then((root) => issueLenderCertificate(root, legalName, at));
    keys.set(legalName, issued);
    return issued;
  }

  return {
    name: 'sandbox',
    async signDigest({ lender, digestHex, signedAt }) {
      const key = await keyOf(lender.legalName, signedAt);
      const root = await authority();
      return createDetachedCms({
        digestHex,
        signingTime: signedAt,
        signerKey: key.privateKey,
        certificates: [key.certificateDer, new X509Certificate(root.certificatePem).raw],
      });
    },
    async trustedRoots() {
      return [(await authority()).certificatePem];
    },
  };
}
