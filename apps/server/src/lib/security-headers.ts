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
 * helmet's headers on every answer. The middleware is built once: the Fastify wrapper rebuilds
 * it (and re-parses the CSP) on every request, which cost a measurable share of throughput.
 * A route may still set its own CSP (the OpenAPI UI does); a header set later wins.
 */
export function registerSecurityHeaders(app: FastifyInstance, extraConnectSrc: string[]): void {
  const directives = {
    ...contentSecurityPolicy,
    connectSrc: [...contentSecurityPolicy.connectSrc, ...extraConnectSrc],
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
