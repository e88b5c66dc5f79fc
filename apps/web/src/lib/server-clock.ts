/*
 * "Today" is the server's day, never the device's: a phone set to another date (or the sandbox
 * clock moved forward on the server) must not let a form accept what the server then refuses.
 * Every API answer's `Date` header carries the server's clock; the API client passes it here.
 */

let offsetMs = 0;

/** Records the server's time from an answer's `Date` header, as seen at `deviceNowMs`. */
export function observeServerDate(header: string | null, deviceNowMs = Date.now()): void {
  if (!header) return;
  const serverMs = Date.parse(header);
  if (Number.isNaN(serverMs)) return;
  // The header has whole seconds: half a second is the expected truncation.
  offsetMs = serverMs + 500 - deviceNowMs;
}

/** The server's current time, by the last answer seen (the device's until the first). */
export function serverNow(deviceNowMs = Date.now()): Date {
  return new Date(deviceNowMs + offsetMs);
}
