import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { groupIntoLines, type TextItem, type TextLine } from './text-lines.ts';

export type ExtractedText =
  | { kind: 'text'; pages: TextLine[][] }
  | { kind: 'password-required' }
  | { kind: 'wrong-password' }
  | { kind: 'too-many-pages'; pages: number }
  | { kind: 'unreadable'; reason: string };

/** pdf.js's data folders (standard fonts, CMaps, wasm decoders) as paths ending in a slash. */
export type PdfjsAssets = { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string };

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function readPage(document: PDFDocumentProxy, pageNumber: number): Promise<TextLine[]> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , scaleY = 0, x = 0, y = 0] = item.transform as number[];
    const height = item.height || Math.abs(scaleY);
    items.push({ text: item.str.trim(), x0: x, x1: x + item.width, y, height });
  }
  page.cleanup();
  return groupIntoLines(items);
}

/**
 * The text of every page as lines, with pdf.js configured for untrusted input: no eval, no font
 * faces, no system fonts. `data` is handed to pdf.js, which detaches its buffer. `onOpened` hears
 * the page count once the document is open, before any page is read.
 */
export async function extractStatementText(
  data: Uint8Array,
  password: string | undefined,
  maxPages: number,
  assets: PdfjsAssets,
  onOpened: (pages: number) => void = () => {},
): Promise<ExtractedText> {
  const task = getDocument({
    data,
    password,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    ...assets,
    cMapPacked: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    if (error instanceof Error && error.name === 'PasswordException') {
      // pdf.js PasswordResponses: 1 NEED_PASSWORD, 2 INCORRECT_PASSWORD.
      return (error as Error & { code?: number }).code === 2
        ? { kind: 'wrong-password' }
        : { kind: 'password-required' };
    }
    return { kind: 'unreadable', reason: describe(error) };
  }
  try {
    if (document.numPages > maxPages) return { kind: 'too-many-pages', pages: document.numPages };
    onOpened(document.numPages);
    const pages: TextLine[][] = [];
    for (let number = 1; number <= document.numPages; number += 1)
      pages.push(await readPage(document, number));
    return { kind: 'text', pages };
  } catch (error) {
    return { kind: 'unreadable', reason: describe(error) };
  } finally {
    await task.destroy();
  }
}
