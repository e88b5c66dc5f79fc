import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergeImagesToPdf } from './merge-images-to-pdf';

const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);
const jpeg = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (character) => character.charCodeAt(0),
);

describe('merge images to PDF', () => {
  it('makes one A4 page per image, in order, as a PDF', async () => {
    const bytes = await mergeImagesToPdf([
      { bytes: png, kind: 'png' },
      { bytes: jpeg, kind: 'jpeg' },
    ]);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('refuses bytes that are not the image they claim to be', async () => {
    await expect(mergeImagesToPdf([{ bytes: png, kind: 'jpeg' }])).rejects.toThrow();
  });
});
