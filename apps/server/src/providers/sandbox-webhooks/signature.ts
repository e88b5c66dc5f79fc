import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `text` (a string is read as UTF-8) under `secret`. */
export function hmacSha256Hex(secret: string, text: Buffer | string): string {
  const hmac = createHmac('sha256', secret);
  return (typeof text === 'string' ? hmac.update(text, 'utf8') : hmac.update(text)).digest('hex');
}

/** Whether a given hex signature (case and surrounding spaces aside) is the expected one, in constant time. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A header's single value, its name matched without regard to case. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

/** The parsed JSON of a body (bytes are read as UTF-8); undefined when it is not JSON. */
export function parseJson(rawBody: Buffer | string): unknown {
  try {
    return JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}
