import { deflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { samplePng } from '../../modules/dev/dev.service.ts';
import { drawEKycPdf } from '../../modules/kyc/ekyc-pdf.ts';
import { encryptPdf } from '../../modules/bank-statements/statement-pdf/testing/encrypt-pdf.ts';
import { findPdfActiveContent } from './pdf-active-content.ts';
import {
  activePdf,
  catalog,
  handWrittenPdf,
  objectStream,
  pages,
  plainPdf,
  streamObject,
} from './testing/risky-files.ts';

describe('findPdfActiveContent', () => {
  it.each([true, false])('finds nothing in a plain PDF (object streams: %s)', async (objectStreams) => {
    expect(findPdfActiveContent(await plainPdf({ objectStreams }))).toBeUndefined();
  });

  it.each([
    ['document-script', 'JavaScript'],
    ['open-javascript', 'JavaScript'],
    ['open-launch', 'Launch'],
    ['page-actions', 'AA'],
  ] as const)('finds a %s, in the clear and inside compressed object streams', async (kind, name) => {
    expect(findPdfActiveContent(await activePdf(kind, { objectStreams: false }))).toBe(name);
    expect(findPdfActiveContent(await activePdf(kind))).toBe(name);
  });

  it('reads names written with # escapes as the names they are', () => {
    const pdf = handWrittenPdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
      pages,
      '<< /S /J#61vaScript /J#53 (app.alert(1)) >>',
    ]);
    expect(findPdfActiveContent(pdf)).toBe('JavaScript');
  });

  it('does not mistake strings, comments or the bytes of an image for actions', () => {
    const image = Buffer.from('binary\n/JS /AA /Launch /JavaScript\nendless', 'latin1');
    const pdf = handWrittenPdf([
      catalog,
      pages,
      '<< /Title (About /JS \\) and /AA (nested /Launch)) /Subject <2F4A53> >>\n% a comment: /JavaScript',
      streamObject('/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode', image),
    ]);
    expect(findPdfActiveContent(pdf)).toBeUndefined();
  });

  it('finds an action in an object stream kept without compression', () => {
    const header = '3 0 ';
    const body = Buffer.from(`${header}<< /S /Launch /F (calc.exe) >>`);
    const pdf = handWrittenPdf([
      catalog,
      pages,
      streamObject(`/Type /ObjStm /N 1 /First ${header.length}`, body),
    ]);
    expect(findPdfActiveContent(pdf)).toBe('Launch');
  });

  it('refuses an object stream it cannot read, which could hide anything', () => {
    const hidden = handWrittenPdf([
      catalog,
      pages,
      objectStream(['<< /S /JavaScript >>'], 4, 'ASCIIHexDecode'),
    ]);
    expect(findPdfActiveContent(hidden)).toBe('an object stream that cannot be read');
    const corrupt = handWrittenPdf([
      catalog,
      pages,
      streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not deflated at all')),
    ]);
    expect(findPdfActiveContent(corrupt)).toBe('an object stream that cannot be read');
  });

  it('refuses an object stream that inflates past the limit rather than inflating it', () => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(100_000);
    const pdf = handWrittenPdf([
      catalog,
      pages,
      streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb),
    ]);
    expect(findPdfActiveContent(pdf)).toBe('object streams too large to check');
  });

  it('takes an encrypted plain PDF, whose object streams only its password opens, and still sees actions outside them', async () => {
    expect(findPdfActiveContent(await encryptPdf(await plainPdf(), 'secret'))).toBeUndefined();
    const active = await encryptPdf(await activePdf('open-launch', { objectStreams: false }), 'secret');
    expect(findPdfActiveContent(active)).toBe('Launch');
  });

  it('finds nothing in the e-KYC PDF the server draws', async () => {
    const pdf = await drawEKycPdf({
      name: 'Asha Verma',
      dob: '1990-05-15',
      gender: 'F',
      address: '12 MG Road, Bengaluru 560001',
      aadhaarLast4: '0123',
      photoPng: samplePng,
      referenceId: 'ref-1',
      source: 'Aadhaar OKYC (UIDAI)',
      verificationId: '00000000-0000-4000-8000-000000000000',
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(findPdfActiveContent(pdf)).toBeUndefined();
  });
});
