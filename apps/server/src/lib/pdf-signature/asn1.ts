import forge from 'node-forge';

/** node-forge's ASN.1 works on binary strings; these convert at the edges. */
export const { asn1 } = forge;
export type Asn1 = forge.asn1.Asn1;

export const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  commonName: '2.5.4.3',
  keyUsage: '2.5.29.15',
} as const;

type DerOptions = { strict: boolean; parseAllBytes: boolean; decodeBitStrings: boolean };
// The typings know only the older boolean argument; forge 1.x takes these options.
const parseDer = asn1.fromDer as unknown as (bytes: forge.util.ByteBuffer, options: DerOptions) => Asn1;

/** Strict DER, every byte read, BIT STRINGs kept as bytes (so re-encoding gives the same bytes). */
export const fromDer = (der: Buffer): Asn1 =>
  parseDer(forge.util.createBuffer(der.toString('binary')), {
    strict: true,
    parseAllBytes: true,
    decodeBitStrings: false,
  });

export const toDer = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

export const oidNode = (oid: string): Asn1 =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes());

export const sequence = (items: Asn1[]): Asn1 =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);

export const set = (items: Asn1[]): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);

export const octetString = (bytes: Buffer): Asn1 =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));

export const integer = (value: number): Asn1 =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());

/** An AlgorithmIdentifier with NULL parameters. */
export const algorithm = (oid: string): Asn1 =>
  sequence([oidNode(oid), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]);

export const children = (node: Asn1 | undefined): Asn1[] =>
  node && Array.isArray(node.value) ? node.value : [];

export const bytesOf = (node: Asn1 | undefined): Buffer =>
  node && typeof node.value === 'string' ? Buffer.from(node.value, 'binary') : Buffer.alloc(0);

export const oidOf = (node: Asn1 | undefined): string | undefined =>
  node?.type === asn1.Type.OID && typeof node.value === 'string' ? asn1.derToOid(node.value) : undefined;

export const isContext = (node: Asn1 | undefined, tag: number): boolean =>
  node?.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

/**
 * The parts of an X.509 certificate the CMS code needs, read from its DER: the issuer Name and
 * serial number (how a SignerInfo names its certificate), the subject's common name and the key
 * usage bits.
 */
export function readCertificate(der: Buffer) {
  const tbs = children(fromDer(der))[0];
  const fields = children(tbs);
  const offset = isContext(fields[0], 0) ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  const subject = fields[offset + 4];
  if (!serial || !issuer || !subject) throw new Error('Not an X.509 certificate');
  const extensions = children(children(fields.find((field) => isContext(field, 3)))[0]);
  return {
    serialDer: toDer(serial),
    issuerDer: toDer(issuer),
    commonName: commonNameOf(subject),
    keyUsage: keyUsageOf(extensions),
  };
}

function commonNameOf(name: Asn1): string | undefined {
  for (const rdn of children(name)) {
    for (const pair of children(rdn)) {
      const [type, value] = children(pair);
      if (oidOf(type) === oids.commonName) return decodeDirectoryString(value);
    }
  }
  return undefined;
}

function decodeDirectoryString(value: Asn1 | undefined): string | undefined {
  if (!value || typeof value.value !== 'string') return undefined;
  const bytes = Buffer.from(value.value, 'binary');
  if (value.type === asn1.Type.BMPSTRING) return bytes.swap16().toString('utf16le');
  return bytes.toString(value.type === asn1.Type.UTF8 ? 'utf8' : 'latin1');
}

/** KeyUsage bits (RFC 5280 §4.2.1.3) by name; undefined when the certificate has no such extension. */
function keyUsageOf(extensions: Asn1[]) {
  for (const extension of extensions) {
    const parts = children(extension);
    if (oidOf(parts[0]) !== oids.keyUsage) continue;
    const bits = bytesOf(fromDer(bytesOf(parts.at(-1))));
    // bits[0] counts unused bits; bit 0 (digitalSignature) is the high bit of bits[1].
    const first = bits[1] ?? 0;
    return { digitalSignature: (first & 0x80) !== 0, nonRepudiation: (first & 0x40) !== 0 };
  }
  return undefined;
}
