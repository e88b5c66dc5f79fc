import { env } from '../../../config/env';
import { resolveUrl } from '../../../lib/api-url';

function click(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Starts the download of a PDF at a signed link (no token needed). */
export function downloadFromUrl(url: string): void {
  click(resolveUrl(url, env.apiBases), '');
}

/** Starts the download of a PDF the server sent as base64. */
export function downloadBase64Pdf(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  click(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
