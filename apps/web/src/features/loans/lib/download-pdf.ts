import type { LoanDocument } from '@kredo/contract/loan-payments';

/** Saves a PDF the server sent as base64 under its file name. */
export function downloadPdf({ fileName, pdfData }: LoanDocument): void {
  const bytes = Uint8Array.from(atob(pdfData), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is let go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
