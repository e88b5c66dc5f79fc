import { deflateSync } from 'node:zlib';

import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFDict } from 'pdf-lib';

/**
 * Files for the tests of what documents may hold, made on the spot. `objectStreams` false writes
 * every dictionary in the clear; true (pdf-lib's default) packs them into compressed object streams.
 */
export async function plainPdf(options: { objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // Text naming what is refused is only text.
  page.drawText('Salary slip: /JavaScript /JS /Launch /AA (not actions)', { x: 10, y: 100, size: 8, font });
  // Opening at the first page is an OpenAction too, and harmless.
  pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj([page.ref, PDFName.of('Fit')]));
  return pdf.save({ useObjectStreams: options.objectStreams ?? true });
}

type Active = 'document-script' | 'open-javascript' | 'open-launch' | 'page-actions';

/** A one-page PDF that acts when opened, in one of the ways documents refuse. */
export async function activePdf(
  kind: Active,
  options: { objectStreams?: boolean } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  const context = pdf.context;
  if (kind === 'document-script') pdf.addJavaScript('greet', 'app.alert("hello")');
  if (kind === 'open-javascript')
    pdf.catalog.set(
      PDFName.of('OpenAction'),
      context.register(context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    );
  if (kind === 'open-launch')
    pdf.catalog.set(
      PDFName.of('OpenAction'),
      context.register(context.obj({ S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\cmd.exe') })),
    );
  if (kind === 'page-actions')
    page.node.set(
      PDFName.of('AA'),
      context.obj({ O: context.obj({ S: 'URI', URI: PDFString.of('https://example.com/') }) }) as PDFDict,
    );
  return pdf.save({ useObjectStreams: options.objectStreams ?? true });
}

/** A PDF written by hand: objects given as text, with a cross-reference table that fits them. */
export function handWrittenPdf(objects: Array<string | Buffer>, trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A stream object: its dictionary entries and its data. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** An object stream holding the given objects (numbered from `first`), compressed. */
export function objectStream(objects: string[], first: number, filter = 'FlateDecode'): Buffer {
  let offset = 0;
  const index: string[] = [];
  for (const [n, body] of objects.entries()) {
    index.push(`${first + n} ${offset}`);
    offset += body.length + 1;
  }
  const header = `${index.join(' ')} `;
  const raw = Buffer.from(header + objects.join(' '));
  const data = filter === 'FlateDecode' ? deflateSync(raw) : Buffer.from(`${raw.toString('hex')}>`);
  return streamObject(`/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /${filter}`, data);
}

export const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
export const pages = '<< /Type /Pages /Kids [] /Count 0 >>';

/** The first 33 bytes of a PNG: signature and an IHDR chunk declaring the size (CRC not checked). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/** A JPEG's start: SOI, an APP0 (JFIF) segment, optional extra segments, then a baseline frame header. */
export function jpegHeader(width: number, height: number, before: Buffer[] = []): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, ...before, sof]);
}

/** A segment of the given marker carrying `payload`. */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}
