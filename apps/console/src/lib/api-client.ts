import { apiErrorSchema, codeByStatus, type ApiError } from '@kredo/contract/errors';
import { staffMessages } from '@kredo/contract/staff';
import type * as z from 'zod/mini';

import { text } from '../text';
import { ApiRequestError } from './api-error';
import { endSession, readStoredToken, readToken } from './session';

export const defaultTimeoutMs = 30_000;

type Method = 'GET' | 'POST';

export type RequestOptions<T> = {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Validates a success body; a mismatch is reported as a failure, not passed on. */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
};

/** A contract path with its `:name` segments filled in. */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Every call of the console: the staff token as bearer, a 30 s timeout, 200-204 as success and
 * the one error shape otherwise. A 401 to a call that carried a token ends the session, which
 * sends the console back to sign-in.
 */
async function request<T>(method: Method, path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const token = readToken();
  if (!token && readStoredToken() !== null) {
    endSession('expired');
    throw new ApiRequestError(401, { code: 'UNAUTHENTICATED', message: staffMessages.sessionExpired });
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), defaultTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout.signal, opts.signal]) : timeout.signal;
  let status: number;
  let body: string;
  try {
    const response = await fetch(withQuery(path, opts.query), {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal,
    });
    status = response.status;
    body = await response.text();
  } catch {
    if (opts.signal?.aborted) throw opts.signal.reason;
    const message = timeout.signal.aborted ? text.timeout : text.network;
    throw new ApiRequestError(0, { code: timeout.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR', message });
  } finally {
    clearTimeout(timer);
  }
  if (status === 401 && token) endSession('expired');
  if (status < 200 || status > 204) throw new ApiRequestError(status, parseError(status, body));
  const decoded = decode(body);
  if (!opts.schema) return decoded as T;
  const parsed = opts.schema.safeParse(decoded);
  if (!parsed.success)
    throw new ApiRequestError(status, { code: 'INVALID_RESPONSE', message: text.genericFailure });
  return parsed.data;
}

/** 204 gives undefined; a body that is not JSON is kept as text, which no schema accepts. */
function decode(body: string): unknown {
  if (body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

function parseError(status: number, body: string): ApiError {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success && parsed.data.message) return parsed.data;
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return { code: codeByStatus.get(status) ?? 'INTERNAL', message: text.genericFailure };
}

export const apiClient = {
  get: <T>(path: string, opts?: RequestOptions<T>) => request('GET', path, opts),
  post: <T>(path: string, opts?: RequestOptions<T>) => request('POST', path, opts),
};
