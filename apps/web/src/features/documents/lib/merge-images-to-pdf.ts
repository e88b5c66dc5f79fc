export type PdfImage = { bytes: Uint8Array; kind: 'jpeg' | 'png' };

/** A4 in PDF points, and the white margin around each image. */
const PAGE = { width: 595.28, height: 841.89, margin: 24 };

/**
 * The images as one PDF, one A4 page each, every image fitted inside the page's margin without
 * being enlarged. pdf-lib is loaded here, when a borrower merges, never with the form.
 */
export async function mergeImagesToPdf(images: readonly PdfImage[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (const image of images) {
    const embedded = image.kind === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
    const room = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
    const scale = Math.min(room.width / embedded.width, room.height / embedded.height, 1);
    const width = embedded.width * scale;
    const height = embedded.height * scale;
    pdf.addPage([PAGE.width, PAGE.height]).drawImage(embedded, {
      x: (PAGE.width - width) / 2,
      y: (PAGE.height - height) / 2,
      width,
      height,
    });
  }
  return pdf.save();
}
