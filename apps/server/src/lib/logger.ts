import type { IncomingMessage } from 'node:http';

import pino, { type DestinationStream, type Logger } from 'pino';

import { serializeError } from './serialize-error.ts';

/** Keys whose values never reach a log line: identity numbers, codes, secrets, document bodies. */
export const sensitiveKeys = [
  'otp',
  'pan',
  'panNumber',
  'pan_number',
  'aadhaar',
  'aadhaarNumber',
  'aadhaar_no',
  'accountNumber',
  'account_number',
  'password',
  'token',
  'dsToken',
  'accessToken',
  'imageB64',
  'file',
  'captcha',
  'authorization',
  'cookie',
  'x-api-key',
] as const;

const sensitiveLogKeys = new Set<string>(sensitiveKeys.map((key) => key.toLowerCase()));
const sensitiveQueryKeys = new Set<string>([...sensitiveLogKeys, 'mobile', 'phoneno', 'dob']);
/** A credential carried in a path: the token in the SMS gateway's delivery-report URL. */
const secretPathSegment = /(\/delivery-reports\/[\w-]+\/)[^/?#]+/;
const maxRedactDepth = 8;

/** A copy of a logged object with sensitive keys masked at any depth and in any letter case. */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value))
    return depth >= maxRedactDepth ? '[truncated]' : value.map((item) => redactDeep(item, depth + 1));
  // Class instances (requests, replies, errors) go to their own serializers untouched.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  if (depth >= maxRedactDepth) return '[truncated]';
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      sensitiveLogKeys.has(key.toLowerCase()) ? '[redacted]' : redactDeep(item, depth + 1),
    ]),
  );
}

/** The path and query of a URL with secret path segments and sensitive query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    secretPathSegment,
    '$1[redacted]',
  );
  if (queryStart === -1) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of params.keys()) {
    if (sensitiveQueryKeys.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${path}?${params.toString()}`;
}

export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
      // Child-logger bindings bypass the log formatter; top-level paths (no wildcards) stay cheap.
      redact: { paths: sensitiveKeys.map((key) => `["${key}"]`), censor: '[redacted]' },
      serializers: {
        req: (request: IncomingMessage & { id?: string; ip?: string }) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url ?? ''),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        }),
        err: serializeError,
      },
    },
    options.destination,
  );
}
