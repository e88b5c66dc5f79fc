import { createHash } from 'node:crypto';

/** `[start1, length1, start2, length2]`: the signed bytes are the file minus the /Contents gap. */
export type ByteRange = readonly [number, number, number, number];

/**
 * A signature dictionary's place in the file: its ByteRange and the hex string `<...>` between the
 * two ranges, which holds the CMS (zeros while unsigned).
 */
export type SignatureSlot = { byteRange: ByteRange; contentsStart: number; contentsEnd: number };

/** The placeholder's ByteRange as written before the file's length is known. */
export const byteRangePlaceholder = '**********';
/** `/ByteRange [0 /********** /********** /**********]`, however the writer spaced it. */
const placeholderPattern = /\/ByteRange\s*\[\s*0\s+\/\*{10}\s+\/\*{10}\s+\/\*{10}\s*\]/g;
const byteRangePattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Writes the real ByteRange over the placeholder, padded with spaces so no offset moves: the first
 * range runs to the '<' of /Contents, the second from after its '>' to the end of the file.
 */
export function fillByteRange(pdf: Buffer): Buffer {
  const matches = [...pdf.toString('latin1').matchAll(placeholderPattern)];
  if (matches.length !== 1) throw new Error(`Expected one signature placeholder, found ${matches.length}`);
  const at = matches[0]!.index;
  const placeholder = matches[0]![0];
  const contentsKey = pdf.indexOf('/Contents', at + placeholder.length, 'latin1');
  const contentsStart = contentsKey < 0 ? -1 : pdf.indexOf('<', contentsKey, 'latin1');
  const contentsEnd = contentsStart < 0 ? -1 : pdf.indexOf('>', contentsStart, 'latin1') + 1;
  if (contentsEnd <= 0) throw new Error('No /Contents after the ByteRange');
  const byteRange = [0, contentsStart, contentsEnd, pdf.length - contentsEnd];
  const text = `/ByteRange [${byteRange.join(' ')}]`;
  if (text.length > placeholder.length) throw new Error('The PDF is too large for its ByteRange placeholder');
  const filled = Buffer.from(pdf);
  filled.write(text.padEnd(placeholder.length, ' '), at, 'latin1');
  return filled;
}

/** Every signature's slot, in file order; a ByteRange whose gap is not a hex string is skipped. */
export function findSignatureSlots(pdf: Buffer): SignatureSlot[] {
  const slots: SignatureSlot[] = [];
  for (const match of pdf.toString('latin1').matchAll(byteRangePattern)) {
    const byteRange = [1, 2, 3, 4].map((group) => Number(match[group])) as unknown as ByteRange;
    const [start1, length1, start2, length2] = byteRange;
    const contentsStart = start1 + length1;
    if (start1 !== 0 || start2 <= contentsStart || start2 + length2 > pdf.length) continue;
    if (pdf[contentsStart] !== 0x3c || pdf[start2 - 1] !== 0x3e) continue;
    const hex = pdf.toString('latin1', contentsStart + 1, start2 - 1);
    if (!/^[0-9A-Fa-f]*$/.test(hex)) continue;
    slots.push({ byteRange, contentsStart, contentsEnd: start2 });
  }
  return slots;
}

/** The one unsigned slot (its /Contents all zeros) in a prepared PDF. */
export function findUnsignedSlot(pdf: Buffer): SignatureSlot {
  const unsigned = findSignatureSlots(pdf).filter((slot) =>
    /^0+$/.test(pdf.toString('latin1', slot.contentsStart + 1, slot.contentsEnd - 1)),
  );
  if (unsigned.length !== 1)
    throw new Error(`Expected one unsigned signature slot, found ${unsigned.length}`);
  return unsigned[0]!;
}

/** SHA-256 (hex) of the bytes a ByteRange covers: the input hash an eSign service signs. */
export function digestByteRange(pdf: Buffer, [start1, length1, start2, length2]: ByteRange): string {
  return createHash('sha256')
    .update(pdf.subarray(start1, start1 + length1))
    .update(pdf.subarray(start2, start2 + length2))
    .digest('hex');
}

/** The DER bytes in a slot's /Contents, without the zero padding after them. */
export function contentsOf(pdf: Buffer, slot: SignatureSlot): Buffer {
  const der = Buffer.from(pdf.toString('latin1', slot.contentsStart + 1, slot.contentsEnd - 1), 'hex');
  return der.subarray(0, derLength(der));
}

/** The length of the DER value at the start of `bytes` (tag, length and content). */
export function derLength(bytes: Buffer): number {
  if (bytes.length < 2) return bytes.length;
  const first = bytes[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || bytes.length < 2 + count) return bytes.length;
  let length = 0;
  for (let index = 0; index < count; index += 1) length = length * 256 + bytes[2 + index]!;
  return Math.min(bytes.length, 2 + count + length);
}
