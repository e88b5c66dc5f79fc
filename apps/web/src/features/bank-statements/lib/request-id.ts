/**
 * An id for one start or banking-link request, so the server can tell a retry from a new
 * request. crypto.randomUUID needs Chrome 92; the Android webviews we serve go back to 66.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
