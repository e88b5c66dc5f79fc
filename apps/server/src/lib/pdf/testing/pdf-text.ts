import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Each page's text as pdf.js extracts it, its pieces joined by spaces: what a reader copying the
 * text, or a screen reader, gets. pdf.js takes the buffer it reads, so it reads a copy.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text.trim() !== '')
          .join(' '),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The document information dictionary (Title, Author, CreationDate ...) as pdf.js reads it. */
export async function pdfInfo(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
  try {
    const { info } = await (await task.promise).getMetadata();
    return info as Record<string, unknown>;
  } finally {
    await task.destroy();
  }
}

/** The names of its embedded fonts, read from the file's own objects. */
export function embeddedFontNames(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...new Set([...text.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1] ?? ''))];
}
