import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { BlobKeyring } from './blob-keyring.ts';

/**
 * Envelope encryption of one blob. Each blob has its own random data key (AES-256-GCM); the data
 * key is sealed by a key-encryption key of the keyring, whose id the header names, so a rotation
 * re-seals 60 bytes of header and leaves the content as it is. Layout:
 *
 *   "KBE1" | id length (1) | key id | iv (12) | tag (16) | sealed data key (32) | iv (12) | tag (16) | content
 *
 * The sealed data key is bound to the blob's storage key and the key id, the content to the
 * storage key: a header or a whole blob copied under another name no longer opens.
 */
const magic = Buffer.from('KBE1', 'latin1');
const ivLength = 12;
const tagLength = 16;
const dataKeyLength = 32;

export class BlobIntegrityError extends Error {
  override name = 'BlobIntegrityError';
}

type Header = { keyId: string; wrapIv: Buffer; wrapTag: Buffer; sealedKey: Buffer; end: number };

function readHeader(sealed: Buffer): Header {
  if (sealed.length < magic.length + 1 || !sealed.subarray(0, magic.length).equals(magic))
    throw new BlobIntegrityError('not an encrypted blob');
  const idLength = sealed[magic.length]!;
  let at = magic.length + 1;
  const keyId = sealed.subarray(at, (at += idLength)).toString('latin1');
  const wrapIv = sealed.subarray(at, (at += ivLength));
  const wrapTag = sealed.subarray(at, (at += tagLength));
  const sealedKey = sealed.subarray(at, (at += dataKeyLength));
  if (idLength === 0 || sealed.length < at + ivLength + tagLength)
    throw new BlobIntegrityError('encrypted blob is cut short');
  return { keyId, wrapIv, wrapTag, sealedKey, end: at };
}

const wrapContext = (blobKey: string, keyId: string) => Buffer.from(`kredo blob key\0${blobKey}\0${keyId}`);
const contentContext = (blobKey: string) => Buffer.from(`kredo blob\0${blobKey}`);

function kekOf(keyring: BlobKeyring, keyId: string): Buffer {
  const kek = keyring.keys.get(keyId);
  if (!kek) throw new BlobIntegrityError(`blob is sealed under key id '${keyId}', which is not configured`);
  return kek;
}

function wrap(keyring: BlobKeyring, blobKey: string, dataKey: Buffer): Buffer {
  const keyId = keyring.currentId;
  const wrapIv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', kekOf(keyring, keyId), wrapIv);
  cipher.setAAD(wrapContext(blobKey, keyId));
  const sealedKey = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  const id = Buffer.from(keyId, 'latin1');
  return Buffer.concat([magic, Buffer.of(id.length), id, wrapIv, cipher.getAuthTag(), sealedKey]);
}

function unwrap(keyring: BlobKeyring, blobKey: string, header: Header): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', kekOf(keyring, header.keyId), header.wrapIv, {
    authTagLength: tagLength,
  });
  decipher.setAAD(wrapContext(blobKey, header.keyId));
  decipher.setAuthTag(header.wrapTag);
  try {
    return Buffer.concat([decipher.update(header.sealedKey), decipher.final()]);
  } catch (error) {
    throw new BlobIntegrityError('blob data key does not open', { cause: error });
  }
}

/** The blob's bytes as stored: a header naming the current key, then the content sealed. */
export function sealBlob(keyring: BlobKeyring, blobKey: string, plain: Uint8Array): Buffer {
  const dataKey = randomBytes(dataKeyLength);
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(contentContext(blobKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([wrap(keyring, blobKey, dataKey), iv, cipher.getAuthTag(), body]);
}

/** The original bytes; throws BlobIntegrityError when anything was changed or the key is unknown. */
export function openBlob(keyring: BlobKeyring, blobKey: string, sealed: Buffer): Buffer {
  const header = readHeader(sealed);
  const dataKey = unwrap(keyring, blobKey, header);
  const iv = sealed.subarray(header.end, header.end + ivLength);
  const tag = sealed.subarray(header.end + ivLength, header.end + ivLength + tagLength);
  const decipher = createDecipheriv('aes-256-gcm', dataKey, iv, { authTagLength: tagLength });
  decipher.setAAD(contentContext(blobKey));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(header.end + ivLength + tagLength)),
      decipher.final(),
    ]);
  } catch (error) {
    throw new BlobIntegrityError('blob content does not open', { cause: error });
  }
}

/** The id of the key a stored blob's data key is sealed under. */
export function sealedUnderKeyId(sealed: Buffer): string {
  return readHeader(sealed).keyId;
}

/**
 * The same blob with its data key sealed under the current key, the content bytes untouched;
 * undefined when it already is.
 */
export function rewrapBlob(keyring: BlobKeyring, blobKey: string, sealed: Buffer): Buffer | undefined {
  const header = readHeader(sealed);
  if (header.keyId === keyring.currentId) return undefined;
  const dataKey = unwrap(keyring, blobKey, header);
  return Buffer.concat([wrap(keyring, blobKey, dataKey), sealed.subarray(header.end)]);
}
