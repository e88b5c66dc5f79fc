/**
 * The chosen PDF as the data URI the upload call takes. The browser names the type from the
 * file, and some phones give none; the analyser is always told it is a PDF.
 */
export function readPdfAsDataUri(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(`data:application/pdf;base64,${url.slice(url.indexOf(',') + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
