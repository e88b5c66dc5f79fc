import { createPrivateKey, generateKeyPair, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

import forge from 'node-forge';

const generateRsaKeyPair = promisify(generateKeyPair);

/** The sandbox CA: its certificate and key, as kept (sealed) in esign_sandbox_authorities. */
export type SandboxAuthority = { certificatePem: string; privateKeyPem: string };

export const sandboxRootName = 'Kredo Sandbox eSign CA';
const rootValidityYears = 20;
/** A signer's certificate lives 30 minutes: long enough to sign, too short to reuse. */
export const signerCertificateValidityMs = 30 * 60 * 1000;

/** A self-signed root, RSA 2048 (made natively: forge's own key generation takes seconds). */
export async function createSandboxRoot(now: Date): Promise<SandboxAuthority> {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const certificate = newCertificate(publicKey, now, addYears(now, rootValidityYears));
  const name = [
    { shortName: 'C', value: 'IN' },
    { shortName: 'O', value: 'Kredo Sandbox' },
    { shortName: 'CN', value: sandboxRootName },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem };
}

/**
 * A one-time key pair and a certificate in the signer's name from the sandbox CA, valid from
 * `now` for 30 minutes, for signing only (digitalSignature, nonRepudiation), as an ESP makes one
 * per signing after the code is right.
 */
export async function issueSignerCertificate(
  authority: SandboxAuthority,
  signer: { name: string; mobileLast4: string },
  now: Date,
): Promise<{ certificateDer: Buffer; certificatePem: string; privateKey: KeyObject }> {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const issuer = forge.pki.certificateFromPem(authority.certificatePem);
  const certificate = newCertificate(publicKey, now, new Date(now.getTime() + signerCertificateValidityMs));
  certificate.setSubject([
    { shortName: 'C', value: 'IN' },
    { shortName: 'O', value: 'Personal' },
    // The mobile's last digits tell two signers of one name apart, as an ESP's pseudonym does.
    { name: 'pseudonym', value: `XXXXXX${signer.mobileLast4}` },
    { shortName: 'CN', value: signer.name, valueTagClass: forge.asn1.Type.UTF8 as unknown as number },
  ]);
  certificate.setIssuer(issuer.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes() },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(authority.privateKeyPem), forge.md.sha256.create());
  const asn1 = forge.pki.certificateToAsn1(certificate);
  return {
    certificateDer: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKey,
  };
}

export const privateKeyOf = (authority: SandboxAuthority): KeyObject =>
  createPrivateKey(authority.privateKeyPem);

function newCertificate(publicKey: KeyObject, notBefore: Date, notAfter: Date) {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // Random and positive in minimal DER (first byte 0x10-0x7f), as RFC 5280 asks of serial numbers.
  certificate.serialNumber = `${randomInt(0x10, 0x80).toString(16)}${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  return certificate;
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
