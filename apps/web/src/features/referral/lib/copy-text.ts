/**
 * Copies text to the clipboard; true once it is there. Without the clipboard API (an older
 * webview, a page not served securely), the text of `field` is selected and copied the old way.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    // The older way, for browsers without the clipboard API; false where it is gone or refused.
    try {
      return typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
