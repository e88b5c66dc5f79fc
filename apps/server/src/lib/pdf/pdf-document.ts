/**
 * A generated document as data: what it says, block by block, not where each line goes. The
 * renderer lays the blocks out on A4 pages, breaks tables across pages with their header row
 * repeated, and numbers the pages in the document's language.
 */
export type PdfLanguage = 'en' | 'hi';

export type PdfAlign = 'left' | 'right' | 'center';

export type PdfTableColumn = {
  header: string;
  align?: PdfAlign;
  /** The column's share of the table's width, relative to the other columns'. */
  width: number;
};

export type PdfKeyValueRow = {
  /** The row's number in the form it follows (RBI's '1', '2' ... of Annex A), if any. */
  number?: string;
  label: string;
  /** Several lines when it holds newlines. */
  value: string;
};

export type PdfBlock =
  /** Level 1 is the document's title, 2 a section, 3 a numbered clause's title; each stays with what follows it. */
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  | { kind: 'key-value'; rows: readonly PdfKeyValueRow[] }
  | {
      kind: 'table';
      columns: readonly PdfTableColumn[];
      rows: readonly (readonly string[])[];
      /** A last row in bold, such as the columns' totals. */
      totals?: readonly string[];
    }
  | { kind: 'note'; text: string }
  | { kind: 'page-break' }
  /** An empty, labelled area kept for a signature that a later step adds to the file. */
  | { kind: 'signature'; label: string; signer: string };

export type PdfDocument = {
  title: string;
  language: PdfLanguage;
  author: string;
  /** Written as the file's creation and modification dates; the same document gives the same bytes. */
  createdAt: Date;
  /** Printed in every page's footer beside the page number; the title when absent. */
  footer?: string;
  blocks: readonly PdfBlock[];
};
