import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The CSP the web app runs under: only our own origin; emotion needs inline styles. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Browser features the pages may use: the camera for the selfie and document capture, the
 * location the shell asks for; everything else a page could reach for is off.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** Google's sign-in button: its script, its stylesheet, its iframe and its calls. */
const googleIdentityServices = ['https://accounts.google.com/gsi/'];

/** Header name (lower case) to value. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * helmet's headers and the permissions policy. They are the same for every answer, so helmet runs
 * once, at start, into a list: each answer then only copies it (rebuilding the middleware per
 * request cost a measurable share of throughput), and answers Fastify makes before any hook runs
 * get the same list.
 */
export function securityHeaders(
  extraConnectSrc: string[],
  options: { googleSignIn?: boolean } = {},
): SecurityHeaders {
  const google = options.googleSignIn ? googleIdentityServices : [];
  const directives = {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...google],
    styleSrc: [...contentSecurityPolicy.styleSrc, ...google],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...google, ...extraConnectSrc],
    frameSrc: ["'self'", ...google],
  };
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The app is a top-level document in partner webviews, never embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  let done = false;
  applyHelmet({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  headers['permissions-policy'] = permissionsPolicy;
  return headers;
}

/** Sets the headers on a raw response; a header the route sets later wins (the OpenAPI UI's CSP). */
export function applySecurityHeaders(response: ServerResponse, headers: SecurityHeaders): void {
  for (const name in headers) response.setHeader(name, headers[name]!);
}

/**
 * The headers on every answer. Answers under the API bases are the caller's own or carry a secret
 * (a token, a one-time code's request), so no cache may keep them: `no-store`, unless a route
 * says otherwise.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: SecurityHeaders,
  isApiPath: (url: string) => boolean,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(reply.raw, headers);
    if (isApiPath(request.url)) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
