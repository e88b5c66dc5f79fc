/**
 * An image's size in pixels read from its header, without decoding it: a few bytes can declare a
 * picture whose decoding takes gigabytes (a decompression bomb), and only the header tells.
 */
export type Dimensions = { width: number; height: number };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's IHDR chunk, which must come first: width and height, four bytes each. */
function pngDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(pngSignature)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): C0-CF but C4, C8 and CC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length after them: TEM, RST0-7, SOI, EOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/**
 * The largest frame a JPEG declares. Segments are walked by their lengths, and bytes between them
 * are skipped as a lenient decoder would skip them; after a scan begins, its entropy-coded data
 * is passed over to the next real marker. A frame of height 0 takes its height later (DNL), up to
 * 65535: counted as that.
 */
function jpegDimensions(bytes: Buffer): Dimensions | undefined {
  let largest: Dimensions | undefined;
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = bytes[i + 1]!;
    if (marker === 0xff || marker === 0x00 || standsAlone(marker)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    if (i + 4 > bytes.length) break;
    const length = bytes.readUInt16BE(i + 2);
    if (isStartOfFrame(marker) && i + 9 <= bytes.length) {
      const height = bytes.readUInt16BE(i + 5) || 0xffff;
      const width = bytes.readUInt16BE(i + 7);
      if (!largest || width * height > largest.width * largest.height) largest = { width, height };
    }
    i += 2 + length;
  }
  return largest;
}

export function imageDimensions(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Dimensions | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return type === 'image/png' ? pngDimensions(buffer) : jpegDimensions(buffer);
}
