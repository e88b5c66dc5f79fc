import { createHash, sign, type KeyObject } from 'node:crypto';

import {
  algorithm,
  asn1,
  fromDer,
  integer,
  octetString,
  oidNode,
  oids,
  readCertificate,
  sequence,
  set,
  toDer,
  type Asn1,
} from './asn1.ts';

export type DetachedCmsInput = {
  /** SHA-256 (hex) of the content: for a PDF, of its ByteRange bytes. */
  digestHex: string;
  signingTime: Date;
  signerKey: KeyObject;
  /** The signer's certificate (DER), then the CA certificates that issued it. */
  certificates: [Buffer, ...Buffer[]];
};

/**
 * A CMS SignedData (RFC 5652) over a hash alone, without the content, as an eSign service returns
 * it: signed attributes contentType, signingTime, messageDigest and signingCertificateV2 (the
 * PAdES binding of the certificate), RSA PKCS #1 v1.5 with SHA-256.
 */
export function createDetachedCms(input: DetachedCmsInput): Buffer {
  if (!/^[0-9a-f]{64}$/i.test(input.digestHex)) throw new Error('The digest must be SHA-256 in hex');
  const [signerCertificate] = input.certificates;
  const signer = readCertificate(signerCertificate);
  const attributes = [
    attribute(oids.contentType, oidNode(oids.data)),
    attribute(
      oids.signingTime,
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(input.signingTime)),
    ),
    attribute(oids.messageDigest, octetString(Buffer.from(input.digestHex, 'hex'))),
    attribute(
      oids.signingCertificateV2,
      sequence([
        sequence([sequence([octetString(createHash('sha256').update(signerCertificate).digest())])]),
      ]),
    ),
  ];
  // DER sorts a SET OF by encoding, and verifiers (OpenSSL) hash the sorted form.
  const sortedAttributes = attributes
    .map((node) => ({ node, der: toDer(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ node }) => node);
  const signature = sign('sha256', toDer(set(sortedAttributes)), input.signerKey);

  const signerInfo = sequence([
    integer(1),
    sequence([fromDer(signer.issuerDer), fromDer(signer.serialDer)]),
    algorithm(oids.sha256),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, sortedAttributes),
    algorithm(oids.rsaEncryption),
    octetString(signature),
  ]);
  const signedData = sequence([
    integer(1),
    set([algorithm(oids.sha256)]),
    sequence([oidNode(oids.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, input.certificates.map(fromDer)),
    set([signerInfo]),
  ]);
  return toDer(
    sequence([oidNode(oids.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]),
  );
}

const attribute = (oid: string, value: Asn1): Asn1 => sequence([oidNode(oid), set([value])]);
