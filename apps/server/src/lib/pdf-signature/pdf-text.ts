/**
 * Reads a text entry (`/Reason`, `/Name`, ...) of the signature dictionary around `inside` (an
 * offset within it, after its `/ByteRange`): a small scanner over that one dictionary, which skips
 * strings and nested dictionaries, so it needs no full PDF parser.
 */
export function readPdfText(pdf: Buffer, inside: number, key: string): string | undefined {
  const byteRangeAt = pdf.lastIndexOf('/ByteRange', inside, 'latin1');
  let at = byteRangeAt < 0 ? -1 : pdf.lastIndexOf('<<', byteRangeAt, 'latin1');
  if (at < 0) return undefined;
  let depth = 0;
  let pendingKey: string | undefined;
  while (at < pdf.length) {
    const char = pdf[at]!;
    if (char === 0x3c && pdf[at + 1] === 0x3c) {
      depth += 1;
      at += 2;
      pendingKey = undefined;
    } else if (char === 0x3e && pdf[at + 1] === 0x3e) {
      depth -= 1;
      at += 2;
      if (depth === 0) return undefined;
    } else if (char === 0x3c || char === 0x28) {
      const [value, end] = char === 0x3c ? hexString(pdf, at) : literalString(pdf, at);
      if (pendingKey === key && depth === 1) return decodeText(value);
      pendingKey = undefined;
      at = end;
    } else if (char === 0x2f) {
      const end = nameEnd(pdf, at + 1);
      const name = pdf.toString('latin1', at, end);
      // A name right after a key is that key's value; otherwise it is the next key.
      pendingKey = pendingKey === undefined && depth === 1 ? name : undefined;
      at = end;
    } else {
      // Any other value (a number, an array) ends the wait for the key's value.
      if (!/\s/.test(String.fromCharCode(char))) pendingKey = undefined;
      at += 1;
    }
  }
  return undefined;
}

function nameEnd(pdf: Buffer, from: number): number {
  let at = from;
  while (at < pdf.length && !/[\s/<>[\]()]/.test(String.fromCharCode(pdf[at]!))) at += 1;
  return at;
}

function hexString(pdf: Buffer, from: number): [Buffer, number] {
  const end = pdf.indexOf('>', from, 'latin1');
  const hex = pdf.toString('latin1', from + 1, end < 0 ? pdf.length : end).replace(/\s/g, '');
  return [Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'), end < 0 ? pdf.length : end + 1];
}

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

function literalString(pdf: Buffer, from: number): [Buffer, number] {
  const out: number[] = [];
  let depth = 0;
  let at = from;
  while (at < pdf.length) {
    const char = pdf[at]!;
    at += 1;
    if (char === 0x5c) {
      const next = String.fromCharCode(pdf[at] ?? 0);
      const octal = /^[0-7]{1,3}/.exec(pdf.toString('latin1', at, at + 3));
      if (octal) {
        out.push(parseInt(octal[0], 8) & 0xff);
        at += octal[0].length;
      } else {
        if (next !== '\n' && next !== '\r') out.push(escapes[next] ?? pdf[at]!);
        at += 1;
      }
      continue;
    }
    if (char === 0x28) {
      depth += 1;
      // The first '(' opens the string and is not part of it.
      if (depth === 1) continue;
    } else if (char === 0x29) {
      depth -= 1;
      if (depth === 0) break;
    }
    out.push(char);
  }
  return [Buffer.from(out), at];
}

/** UTF-16BE with its byte-order mark, or PDFDocEncoding (read as Latin-1). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const utf16 = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return utf16.swap16().toString('utf16le');
  }
  return bytes.toString('latin1');
}
