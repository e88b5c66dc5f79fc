import type { ApiBase } from '@kredo/contract/api-bases';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import type * as z from 'zod/mini';
import { env } from '../config/env';
import { ApiRequestError, clientError, clientErrorCodes } from './api-error';
import { resolveUrl, type QueryParams } from './api-url';
import { isTokenExpired } from './jwt';
import { logoutReasons, sendToLogout } from './logout';
import { parseErrorBody } from './parse-error-body';
import { observeServerDate } from './server-clock';
import { readAccessToken, removeAccessToken } from './session';
import { browserStore, type KeyValueStore } from './storage';

export const defaultTimeoutMs = 30_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  query?: QueryParams;
  /** JSON-encoded unless it is FormData (uploads). */
  body?: unknown;
  /** Validates a success body; a mismatch is reported as an invalid response, not passed on. */
  schema?: z.ZodMiniType<T>;
  /**
   * Sent as the bearer token instead of the session's: Google sign-in presents the identity
   * provider's credential. A 401 to it is a refused credential, not the end of a session.
   */
  credential?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  bases: Record<ApiBase, string>;
  store?: () => KeyValueStore;
  /** Where the user goes when the session is over; the app sends them to #/logout. */
  onSessionExpired?: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
};

type Answer = { status: number; body: unknown };

export function createApiClient(options: ApiClientOptions) {
  const store = options.store ?? browserStore;
  const onSessionExpired = options.onSessionExpired ?? (() => sendToLogout(logoutReasons.sessionTimeout));
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Answer>>();

  function endSession(): void {
    removeAccessToken(store());
    onSessionExpired();
  }

  /** A token the server would refuse is removed before it is ever sent. */
  function readToken(): string | undefined {
    const token = readAccessToken(store());
    if (token && isTokenExpired(token, now())) {
      endSession();
      throw clientError(clientErrorCodes.sessionExpired, firstVisitMessages.sessionTimeout);
    }
    return token;
  }

  async function send(method: Method, url: string, token: string | undefined, opts: RequestOptions<unknown>) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? options.timeoutMs ?? defaultTimeoutMs);
    const signal = opts.signal ? AbortSignal.any([timeout.signal, opts.signal]) : timeout.signal;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(url, {
        method,
        headers: headers(token, opts.body),
        body: encode(opts.body),
        signal,
      });
      observeServerDate(response.headers.get('date'));
      const text = await response.text();
      // Only a request that carried a token ends the session: a signed-out call (a wrong OTP)
      // may answer 401 too.
      if (response.status === 401 && token && opts.credential === undefined) endSession();
      if (response.status < 200 || response.status > 204) {
        throw new ApiRequestError(response.status, parseErrorBody(response.status, text), decode(text));
      }
      return { status: response.status, body: decode(text) } satisfies Answer;
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      if (opts.signal?.aborted) throw opts.signal.reason;
      throw clientError(timeout.signal.aborted ? clientErrorCodes.timeout : clientErrorCodes.network);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Identical calls in flight (method, URL, body and token) share one network call and every
   * caller gets its answer (spec 000 §7): a double tap on 'Sign In' sends the code once. Each
   * caller may still cancel its own wait. An upload (FormData) is never shared.
   */
  function shared(method: Method, url: string, token: string | undefined, opts: RequestOptions<unknown>) {
    if (opts.body instanceof FormData) return send(method, url, token, opts);
    const key = JSON.stringify([
      method,
      url,
      token ?? '',
      opts.body === undefined ? null : encode(opts.body),
    ]);
    let answer = inFlight.get(key);
    if (!answer) {
      answer = send(method, url, token, { ...opts, signal: undefined });
      inFlight.set(key, answer);
      const forget = () => inFlight.delete(key);
      answer.then(forget, forget);
    }
    return opts.signal ? abortable(answer, opts.signal) : answer;
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const url = resolveUrl(path, options.bases, opts.query);
    const token = opts.credential ?? readToken();
    const { status, body } = await shared(method, url, token, opts);
    if (!opts.schema) return body as T;
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiRequestError(status, {
        code: clientErrorCodes.invalidResponse,
        message: firstVisitMessages.genericRequestFailure,
      });
    }
    return parsed.data;
  }

  return {
    get: <T>(path: string, opts?: RequestOptions<T>) => request('GET', path, opts),
    post: <T>(path: string, opts?: RequestOptions<T>) => request('POST', path, opts),
    put: <T>(path: string, opts?: RequestOptions<T>) => request('PUT', path, opts),
    patch: <T>(path: string, opts?: RequestOptions<T>) => request('PATCH', path, opts),
    delete: <T>(path: string, opts?: RequestOptions<T>) => request('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function headers(token: string | undefined, body: unknown): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
  };
}

function encode(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** 204 and other empty answers give undefined; a non-JSON success body is passed as text. */
function decode(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The one client every call in the app goes through. */
export const apiClient = createApiClient({ bases: env.apiBases });
