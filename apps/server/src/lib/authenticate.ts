import type { FastifyRequest } from 'fastify';

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

/** preHandler for user-scoped routes: a live session from the bearer token, or 401 'Session timeout'. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const match = bearerPattern.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    throw new AppError('UNAUTHENTICATED', 'No bearer token', { userMessage: messages.sessionTimeout });
  }
  request.session = await request.server.deps.sessions.verify(match[1]);
}

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
