import { vi } from 'vitest';

export type FetchCall = { url: string; path: string; method: string; headers: Headers; body: unknown };

/**
 * Replaces fetch with `respond`, recording each call with its JSON body decoded; the setup file
 * undoes it after each test.
 */
export function stubFetch(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        url: String(url),
        path: String(url).split('?')[0] ?? '',
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

/** The API's one error shape. */
export function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}
