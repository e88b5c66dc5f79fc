import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import { messages } from '@kredo/contract/messages';

import type { Session } from '../modules/sessions/sessions.service.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session?: Session;
  }
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/**
 * Who a route lets in: a borrower's session, a staff member's session (both bearer tokens), or
 * the front-end's API key.
 */
export type Credential = 'borrower' | 'staff' | 'feLogsKey';

type Hook = (request: FastifyRequest, ...rest: never[]) => unknown;
const credentialOfHook = new WeakMap<Hook, Credential>();

/** Marks a hook as the check of a credential, so the rules for authenticated routes find it. */
export function authenticatesWith<H extends Hook>(credential: Credential, hook: H): H {
  credentialOfHook.set(hook, credential);
  return hook;
}

const hooksOf = (hooks: unknown): Hook[] =>
  [hooks].flat().filter((hook): hook is Hook => typeof hook === 'function');
const requestHooks = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
const laterHooks = requestHooks.slice(1);

/** The credential a route asks for, read from its hooks; undefined for an open route. */
export function credentialOf(
  route: Pick<RouteOptions, (typeof requestHooks)[number]>,
): Credential | undefined {
  return requestHooks
    .flatMap((name) => hooksOf(route[name]))
    .map((hook) => credentialOfHook.get(hook))
    .find((credential) => credential !== undefined);
}

/**
 * Every route authenticates in onRequest, before its body is read or validated: a caller without
 * a credential gets 401 and learns nothing from field errors. A route that checks a credential in
 * a later hook stops the start.
 */
export function requireAuthenticationOnRequest(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const name of laterHooks) {
      if (hooksOf(route[name]).some((hook) => credentialOfHook.has(hook))) {
        throw new Error(`${String(route.method)} ${route.url}: authenticate in onRequest, not ${name}`);
      }
    }
  });
}

/** onRequest hook of user-scoped routes: a live session from the bearer token, or 401 'Session timeout'. */
export const authenticate = authenticatesWith('borrower', async (request: FastifyRequest): Promise<void> => {
  const match = bearerPattern.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    throw new AppError('UNAUTHENTICATED', 'No bearer token', { userMessage: messages.sessionTimeout });
  }
  request.session = await request.server.deps.sessions.verify(match[1]);
});

/** The session of an authenticated request (after `authenticate`). */
export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'Route used without authenticate');
  return request.session;
}

/** A borrower reaches only their own data: a userId in a path, query or body must be the token's. */
export function assertOwnUser(request: FastifyRequest, userId: string): Session {
  const session = currentSession(request);
  if (session.userId !== userId) {
    throw new AppError('FORBIDDEN', 'userId is not the signed-in user', {
      userMessage: messages.genericRequestFailure,
    });
  }
  return session;
}
