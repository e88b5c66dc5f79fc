import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { PDFDocument, StandardFonts } from 'pdf-lib';

import { contentsOf, findSignatureSlots, type SignatureSlot } from '../byte-range.ts';

const run = promisify(execFile);

/** A one-page agreement, as the document renderer would hand it over. */
export async function makeAgreementPdf(text = 'Loan agreement'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { font, x: 50, y: 700, size: 14 });
  doc.addPage().drawText('Signed by the borrower', { font, x: 50, y: 700, size: 12 });
  return doc.save();
}

/** The signature covering the file's end, its CMS, and the bytes it signs. */
export function signatureParts(pdf: Uint8Array): { slot: SignatureSlot; cms: Buffer; signedBytes: Buffer } {
  const bytes = Buffer.from(pdf);
  const slot = findSignatureSlots(bytes).at(-1);
  if (!slot) throw new Error('No signature in the PDF');
  const [start1, length1, start2, length2] = slot.byteRange;
  const signedBytes = Buffer.concat([
    bytes.subarray(start1, start1 + length1),
    bytes.subarray(start2, start2 + length2),
  ]);
  return { slot, cms: contentsOf(bytes, slot), signedBytes };
}

/** A copy with one bit changed at `offset`. */
export function flipByte(pdf: Uint8Array, offset: number): Uint8Array {
  const copy = Uint8Array.from(pdf);
  copy[offset] = copy[offset]! ^ 0x01;
  return copy;
}

async function withFiles<T>(files: Record<string, Uint8Array | string>, body: (dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'kredo-signature-'));
  try {
    await Promise.all(Object.entries(files).map(([name, data]) => writeFile(join(dir, name), data)));
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `openssl cms -verify` of the PDF's CMS over its signed bytes against a root: OK or its error.
 * `at` checks the certificates at that time instead of now (a signer certificate lives 30 minutes).
 */
export function opensslVerify(
  pdf: Uint8Array,
  rootPem: string,
  at?: Date,
): Promise<{ ok: boolean; output: string }> {
  const { cms, signedBytes } = signatureParts(pdf);
  return withFiles({ 'sig.der': cms, signedbytes: signedBytes, 'root.pem': rootPem }, async (dir) => {
    const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'sig.der')];
    args.push('-content', join(dir, 'signedbytes'), '-CAfile', join(dir, 'root.pem'), '-purpose', 'any');
    args.push('-out', join(dir, 'out'));
    if (at) args.push('-attime', String(Math.floor(at.getTime() / 1000)));
    try {
      const { stderr } = await run('openssl', args);
      return { ok: true, output: stderr };
    } catch (error) {
      return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  });
}

/** poppler's pdfsig report of the PDF's signatures (it exits non-zero when one is invalid). */
export function pdfsig(pdf: Uint8Array): Promise<string> {
  return withFiles({ 'doc.pdf': pdf }, async (dir) => {
    try {
      return (await run('pdfsig', [join(dir, 'doc.pdf')])).stdout;
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? error);
    }
  });
}
