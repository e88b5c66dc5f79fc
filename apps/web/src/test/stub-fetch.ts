import { authPaths, type googleSigninConfigResponseSchema } from '@kredo/contract/auth';
import { vi } from 'vitest';
import type * as z from 'zod/mini';

export type FetchCall = {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  /** The body of a multipart upload, as sent. */
  form?: FormData;
};

type GoogleConfig = z.output<typeof googleSigninConfigResponseSchema>;

/**
 * Replaces fetch with `respond`, recording each call with its JSON body decoded. Undo with
 * `vi.unstubAllGlobals()`. The landing asks how Google sign-in works here; that call is answered
 * with `googleConfig` (Google sign-in unavailable unless told) and not recorded.
 */
export function stubFetch(
  respond: (call: FetchCall) => Response | Promise<Response>,
  { googleConfig = { provider: 'unavailable' } }: { googleConfig?: GoogleConfig } = {},
) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith(authPaths.googleSigninConfig)) return Response.json(googleConfig);
      const call: FetchCall = {
        url: String(url),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        ...(init?.body instanceof FormData ? { form: init.body } : {}),
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}
