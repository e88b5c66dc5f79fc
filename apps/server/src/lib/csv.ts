/**
 * RFC 4180 CSV: a field with a comma, quote or line break is quoted, its quotes doubled; lines end
 * in CRLF. A text field that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with a quote mark so it opens as text; numbers are written as they are.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const field = (value: string | number | null): string => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
