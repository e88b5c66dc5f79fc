/** Saves a file the browser can reach at `href` under `fileName`. */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a base64 PDF (the unsigned agreement) as a file. */
export function downloadBase64Pdf(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  downloadFile(url, fileName);
  // The click has started the download; the address is let go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
