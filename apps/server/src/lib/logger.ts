import type { IncomingMessage } from 'node:http';

import pino, { type DestinationStream, type Logger } from 'pino';

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
] as const;

const sensitiveQueryKeys = new Set<string>([...sensitiveKeys, 'mobile', 'dob'].map((key) => key.toLowerCase()));

/** The path and query of a URL with the values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of params.keys()) {
    if (sensitiveQueryKeys.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  const paths = [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-api-key"]',
    ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ];
  return pino(
    {
      level: options.level,
      redact: { paths, censor: '[redacted]' },
      serializers: {
        req: (request: IncomingMessage & { id?: string; ip?: string }) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url ?? ''),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        }),
        err: pino.stdSerializers.err,
      },
    },
    options.destination,
  );
}
