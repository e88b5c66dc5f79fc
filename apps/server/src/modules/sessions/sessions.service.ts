import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createChangeCache } from '../../lib/change-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSessionJwt } from '../../lib/session-jwt.ts';
import { sessions } from './sessions.schema.ts';

/** A working day: long enough not to interrupt an application, short enough to limit a stolen token. */
export const sessionLifetimeMs = 8 * 60 * 60 * 1000;
const issuer = 'kredo';
const audience = 'kredo-borrower';

export type Session = { userId: string; roles: string[]; sessionId: string; expiresAt: Date };

export type SessionService = {
  issue(user: { id: string; roles: string[] }): Promise<{ token: string; session: Session }>;
  /** The live session a bearer token stands for; 401 'Session timeout' otherwise. */
  verify(token: string): Promise<Session>;
  revoke(sessionId: string): Promise<void>;
  /** Starts hearing of revoked sessions (every instance's): until then each check reads the row. */
  hearChanges(): Promise<() => Promise<void>>;
};

const sessionTimeout = (reason: string, cause?: unknown) =>
  new AppError('UNAUTHENTICATED', `Session refused: ${reason}`, {
    userMessage: messages.sessionTimeout,
    cause,
  });

export function createSessionService(deps: {
  db: Db;
  database: Pick<Database, 'listen'>;
  clock: Clock;
  signingKey: Uint8Array;
}): SessionService {
  const jwt = createSessionJwt({ signingKey: deps.signingKey, issuer, audience });
  // A live session's row, kept until it changes (a logout on any instance: migration 0070).
  const live = createChangeCache<typeof sessions.$inferSelect>(deps.database, {
    channel: 'kredo_sessions',
    capacity: 50_000,
    lifetimeMs: 60_000,
  });
  // Read on every authenticated request: its SQL is built once (and sent unnamed, for poolers).
  const liveSession = deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('');
  return {
    async issue(user) {
      const now = deps.clock.now();
      const session: Session = {
        userId: user.id,
        roles: user.roles,
        sessionId: randomUUID(),
        expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      };
      await deps.db.insert(sessions).values({
        id: session.sessionId,
        userId: user.id,
        roles: user.roles,
        createdAt: now,
        expiresAt: session.expiresAt,
      });
      const token = await jwt.sign({
        subject: user.id,
        sessionId: session.sessionId,
        roles: user.roles,
        issuedAt: now,
        expiresAt: session.expiresAt,
      });
      return { token, session };
    },

    async verify(token) {
      const { subject, sessionId } = await jwt.verify(token, deps.clock.now(), sessionTimeout);
      // A session not found (or revoked) is an error, which nothing keeps.
      const row = await live.read(sessionId, '', async () => {
        const [found] = await liveSession.execute({ sessionId });
        if (!found) throw sessionTimeout('revoked or unknown');
        return found;
      });
      if (row.userId !== subject) throw sessionTimeout('revoked or unknown');
      return { userId: row.userId, roles: row.roles, sessionId: row.id, expiresAt: row.expiresAt };
    },

    async revoke(sessionId) {
      await deps.db
        .update(sessions)
        .set({ revokedAt: deps.clock.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      // Here at once; other instances as they hear of it.
      live.forget(sessionId);
    },

    hearChanges: () => live.start(),
  };
}
