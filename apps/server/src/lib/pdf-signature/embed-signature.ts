import { contentsOf, derLength, digestByteRange, findUnsignedSlot } from './byte-range.ts';
import { readCms } from './read-cms.ts';

export class SignatureMismatchError extends Error {
  override name = 'SignatureMismatchError';
}

/**
 * Writes an eSign service's CMS (DER) into the prepared PDF's /Contents hole. Refuses a CMS that
 * does not fit, or whose signed messageDigest is not the hash of this PDF's ByteRange bytes (an
 * answer for another document or another preparation of it).
 */
export function embedSignature(prepared: Uint8Array, cms: Uint8Array): Uint8Array {
  const pdf = Buffer.from(prepared);
  const slot = findUnsignedSlot(pdf);
  const der = Buffer.from(cms);
  if (derLength(der) !== der.length) throw new SignatureMismatchError('The CMS is not one DER value');
  const digest = digestByteRange(pdf, slot.byteRange);
  if (readCms(der).messageDigestHex !== digest) {
    throw new SignatureMismatchError("The CMS signs another hash than this PDF's ByteRange");
  }
  const hex = der.toString('hex');
  const room = slot.contentsEnd - slot.contentsStart - 2;
  if (hex.length > room)
    throw new SignatureMismatchError(`The CMS needs ${hex.length / 2} bytes; ${room / 2} are reserved`);
  const signed = Buffer.from(pdf);
  signed.write(hex, slot.contentsStart + 1, 'latin1');
  if (!contentsOf(signed, slot).equals(der)) throw new SignatureMismatchError('The CMS did not embed intact');
  return signed;
}
