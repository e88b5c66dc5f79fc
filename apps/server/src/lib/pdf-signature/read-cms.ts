import { verify, X509Certificate } from 'node:crypto';

import {
  asn1,
  bytesOf,
  children,
  fromDer,
  isContext,
  oidOf,
  oids,
  readCertificate,
  set,
  toDer,
  type Asn1,
} from './asn1.ts';

export type CmsReading = {
  /** The messageDigest signed attribute: the hash (hex) the signature covers. */
  messageDigestHex: string;
  signingTime: Date | undefined;
  signerCertificate: X509Certificate;
  signerName: string | undefined;
  signerKeyUsage: { digitalSignature: boolean; nonRepudiation: boolean } | undefined;
  /** Every certificate the CMS carries (the signer's included), to build its chain from. */
  certificates: X509Certificate[];
  /** Whether the signer's key signed these signed attributes. */
  signatureValid: boolean;
};

/**
 * Reads a detached CMS SignedData with one SHA-256 signer that names its certificate by issuer and
 * serial number (what Indian eSign services return). Throws when the structure is not that.
 */
export function readCms(der: Buffer): CmsReading {
  const [contentType, wrapped] = children(fromDer(der));
  if (oidOf(contentType) !== oids.signedData || !isContext(wrapped, 0))
    throw new Error('Not a CMS SignedData');
  const fields = children(children(wrapped)[0]);
  const certificateNodes = children(fields.find((field) => isContext(field, 0)));
  const signerInfos = children(fields.at(-1));
  if (signerInfos.length !== 1) throw new Error(`Expected one signer, found ${signerInfos.length}`);
  const [, sid, digestAlgorithm, signedAttributes, , signature] = children(signerInfos[0]);
  if (oidOf(children(digestAlgorithm)[0]) !== oids.sha256) throw new Error('The signer did not use SHA-256');
  if (!isContext(signedAttributes, 0)) throw new Error('The signer has no signed attributes');

  const certificates = certificateNodes.map((node) => ({
    der: toDer(node),
    x509: new X509Certificate(toDer(node)),
  }));
  const [issuer, serial] = children(sid);
  if (!issuer || !serial) throw new Error('The signer is not named by issuer and serial number');
  const issuerDer = toDer(issuer);
  const serialDer = toDer(serial);
  const signer = certificates.find(({ der: certificate }) => {
    const read = readCertificate(certificate);
    return read.issuerDer.equals(issuerDer) && read.serialDer.equals(serialDer);
  });
  if (!signer) throw new Error("The signer's certificate is not in the CMS");
  const signerFields = readCertificate(signer.der);

  const attributes = attributesOf(children(signedAttributes));
  const messageDigest = bytesOf(attributes.get(oids.messageDigest));
  if (messageDigest.length === 0) throw new Error('The signer has no messageDigest attribute');
  // The signature covers the signed attributes encoded as a SET, not as the [0] they travel in.
  const signedBytes = toDer(set(children(signedAttributes)));
  return {
    messageDigestHex: messageDigest.toString('hex'),
    signingTime: timeOf(attributes.get(oids.signingTime)),
    signerCertificate: signer.x509,
    signerName: signerFields.commonName,
    signerKeyUsage: signerFields.keyUsage,
    certificates: certificates.map(({ x509 }) => x509),
    signatureValid: verify('sha256', signedBytes, signer.x509.publicKey, bytesOf(signature)),
  };
}

function attributesOf(nodes: Asn1[]) {
  const values = new Map<string, Asn1 | undefined>();
  for (const node of nodes) {
    const [type, valueSet] = children(node);
    const oid = oidOf(type);
    if (oid) values.set(oid, children(valueSet)[0]);
  }
  return values;
}

function timeOf(node: Asn1 | undefined): Date | undefined {
  if (!node || typeof node.value !== 'string') return undefined;
  if (node.type === asn1.Type.UTCTIME) return asn1.utcTimeToDate(node.value);
  if (node.type === asn1.Type.GENERALIZEDTIME) return asn1.generalizedTimeToDate(node.value);
  return undefined;
}

/**
 * Whether `certificate` chains to one of `roots` through the given certificates, every link
 * signed by the next, every issuer a CA, and every certificate valid at `at` (the signing time).
 */
export function chainsToRoot(
  certificate: X509Certificate,
  intermediates: X509Certificate[],
  roots: X509Certificate[],
  at: Date,
): boolean {
  const validAt = (candidate: X509Certificate) =>
    new Date(candidate.validFrom) <= at && at <= new Date(candidate.validTo);
  const issuedBy = (child: X509Certificate, parent: X509Certificate) =>
    parent.ca && validAt(parent) && child.checkIssued(parent) && child.verify(parent.publicKey);
  let current = certificate;
  for (let depth = 0; depth < 6; depth += 1) {
    if (!validAt(current)) return false;
    if (roots.some((root) => root.fingerprint256 === current.fingerprint256)) return true;
    if (roots.some((root) => issuedBy(current, root))) return true;
    const next = intermediates.find(
      (candidate) => candidate.fingerprint256 !== current.fingerprint256 && issuedBy(current, candidate),
    );
    if (!next) return false;
    current = next;
  }
  return false;
}
