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

/** Google's sign-in button: its script, its stylesheet, its iframe and its calls. */
const googleIdentityServices = ['https://accounts.google.com/gsi/'];

/**
 * helmet's headers on every answer. The middleware is built once: the Fastify wrapper rebuilds
 * it (and re-parses the CSP) on every request, which cost a measurable share of throughput.
 * A route may still set its own CSP (the OpenAPI UI does); a header set later wins.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: string[],
  options: { googleSignIn?: boolean } = {},
): void {
  const google = options.googleSignIn ? googleIdentityServices : [];
  const directives = {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...google],
    styleSrc: [...contentSecurityPolicy.styleSrc, ...google],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...google, ...extraConnectSrc],
    frameSrc: ["'self'", ...google],
  };
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The app is a top-level document in partner webviews, never embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
