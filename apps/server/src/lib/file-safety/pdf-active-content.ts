import { constants, inflateSync } from 'node:zlib';

/**
 * Names whose presence makes a PDF do something on its own when opened: run JavaScript (a
 * JavaScript action, a document-level script, the JS entry of either), start a program (Launch),
 * or act on events of pages, fields and the document (AA, additional actions). An OpenAction that
 * runs a script or a program is one of the first; one that only opens a page is harmless.
 */
const activeNames = new Set(['JavaScript', 'JS', 'Launch', 'AA']);

/** Object streams are read to look inside; past these sizes the file is refused rather than read. */
const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_OBJECT_STREAMS_BYTES = 64 * 1024 * 1024;

const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const delimiters = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !whitespace.has(byte) && !delimiters.has(byte);

type Scan = {
  found: string | undefined;
  encrypted: boolean;
  unreadableObjectStreams: number;
  inflatedBytes: number;
};

/** A name token's text, with `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The end of a literal string that opens at `at`, allowing nested balanced parentheses and escapes. */
function skipLiteralString(bytes: Buffer, at: number): number {
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x5c) i++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return i + 1;
  }
  return bytes.length;
}

function inflateObjectStream(data: Buffer, scan: Scan): Buffer | undefined {
  const budget = Math.min(MAX_OBJECT_STREAM_BYTES, MAX_OBJECT_STREAMS_BYTES - scan.inflatedBytes);
  try {
    const inflated = inflateSync(data, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
    scan.inflatedBytes += inflated.length;
    return inflated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      scan.found ??= 'object streams too large to check';
    }
    return undefined;
  }
}

/** An object stream's objects are where a compressed file keeps its dictionaries: read them too. */
function readObjectStream(data: Buffer, names: Set<string>, scan: Scan): void {
  const filtered = names.has('Filter');
  const flateOnly =
    filtered &&
    names.has('FlateDecode') &&
    !names.has('DecodeParms') &&
    ![...names].some((name) => name.endsWith('Decode') && name !== 'FlateDecode');
  const content = !filtered ? data : flateOnly ? inflateObjectStream(data, scan) : undefined;
  if (content) scanTokens(content, scan);
  else scan.unreadableObjectStreams++;
}

function scanTokens(bytes: Buffer, scan: Scan): void {
  // Names since the object began: the dictionary of a stream that follows says what it holds.
  let names = new Set<string>();
  let i = 0;
  while (i < bytes.length && !scan.found) {
    const byte = bytes[i]!;
    if (byte === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (byte === 0x28) {
      i = skipLiteralString(bytes, i);
    } else if (byte === 0x3c) {
      // `<<` opens a dictionary; a lone `<` a hex string, skipped whole.
      const end = bytes[i + 1] === 0x3c ? i + 1 : bytes.indexOf(0x3e, i);
      i = end === -1 ? bytes.length : end + 1;
    } else if (byte === 0x2f) {
      let end = i + 1;
      while (end < bytes.length && isRegular(bytes[end]!)) end++;
      const name = decodeName(bytes.toString('latin1', i + 1, end));
      if (activeNames.has(name)) scan.found = name;
      if (name === 'Encrypt') scan.encrypted = true;
      names.add(name);
      i = end;
    } else if (isRegular(byte)) {
      let end = i;
      while (end < bytes.length && isRegular(bytes[end]!)) end++;
      const word = bytes.toString('latin1', i, end);
      i = end;
      if (word === 'obj' || word === 'endobj') names = new Set();
      else if (word === 'stream') {
        // The data starts after the end of the line and runs to `endstream`; it is never read as
        // tokens (an image's bytes would look like anything), only an object stream is opened.
        if (bytes[i] === 0x0d) i++;
        if (bytes[i] === 0x0a) i++;
        const end = bytes.indexOf('endstream', i, 'latin1');
        const stop = end === -1 ? bytes.length : end;
        if (names.has('ObjStm')) readObjectStream(bytes.subarray(i, stop), names, scan);
        i = end === -1 ? bytes.length : end + 'endstream'.length;
        names = new Set();
      }
    } else {
      i++;
    }
  }
}

/**
 * What makes a PDF active, if anything: a script, a launch of a program, automatic actions, or
 * an object stream that cannot be read to check (unless the file is encrypted, whose streams only
 * its password opens). Undefined for a plain PDF. Reads the file's syntax, never renders it.
 */
export function findPdfActiveContent(bytes: Uint8Array): string | undefined {
  const scan: Scan = { found: undefined, encrypted: false, unreadableObjectStreams: 0, inflatedBytes: 0 };
  scanTokens(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), scan);
  if (scan.found) return scan.found;
  if (scan.unreadableObjectStreams > 0 && !scan.encrypted) return 'an object stream that cannot be read';
  return undefined;
}
