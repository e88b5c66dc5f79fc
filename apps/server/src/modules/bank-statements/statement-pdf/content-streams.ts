import { ParseSpeeds, PDFArray, PDFDocument, PDFName } from 'pdf-lib';

/** Content streams one page may be drawn from. A bank's page uses one to a few. */
export const MAX_STREAMS_PER_PAGE = 100;

/**
 * The most content streams any page is drawn from, read with pdf-lib before pdf.js opens the
 * file. pdf.js has no limit of its own, and a page drawn from 200,000 references to one empty
 * stream (1.2 MB) keeps it busy for more than 15 s; pdf-lib counts them in a tenth of a second.
 * Undefined when pdf-lib cannot read the file's structure (encrypted object streams, damage):
 * pdf.js then reads it under the time cap alone. Runs in the reader's worker thread.
 */
export async function mostContentStreams(bytes: Uint8Array): Promise<number | undefined> {
  // pdf-lib warns on the console about each object it cannot parse; judging those is pdf.js's part.
  const warn = console.warn;
  console.warn = () => {};
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
    let most = 0;
    for (const page of document.getPages()) {
      const contents = page.node.lookup(PDFName.of('Contents'));
      most = Math.max(most, contents instanceof PDFArray ? contents.size() : 1);
    }
    return most;
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}
