import { deflateSync } from 'node:zlib';

import { PDFDocument, PDFName, PDFNumber, StandardFonts } from 'pdf-lib';

async function onePage() {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText('Statement of account', { x: 60, y: 780, size: 10, font });
  return { document, page };
}

/**
 * One page drawn from `streams` references to a single empty content stream: with 200,000 it is
 * 1.2 MB, and pdf.js alone would spend more than 15 s on it.
 */
export async function generateManyStreamsPdf(streams: number): Promise<Uint8Array> {
  const { document, page } = await onePage();
  const empty = document.context.register(document.context.stream('q Q'));
  const contents = document.context.obj([]);
  for (let index = 0; index < streams; index += 1) contents.push(empty);
  page.node.set(PDFName.of('Contents'), contents);
  return document.save({ useObjectStreams: false });
}

/**
 * One page whose single content stream holds `operators` drawing operators, deflated: a million
 * take pdf.js about a second and a half, and the file stays small (6 million: about 100 KB).
 */
export async function generateOperatorFloodPdf(operators: number): Promise<Uint8Array> {
  const { document, page } = await onePage();
  const deflated = deflateSync(Buffer.from('0 0 m 1 1 l S\n'.repeat(operators)), { level: 9 });
  const flood = document.context.register(
    document.context.stream(deflated, {
      Filter: PDFName.of('FlateDecode'),
      Length: PDFNumber.of(deflated.length),
    }),
  );
  page.node.set(PDFName.of('Contents'), flood);
  return document.save();
}
