import { randomUUID } from 'node:crypto';

import { staffMessages } from '@kredo/contract/staff';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSessionJwt } from '../../lib/session-jwt.ts';
import { findLiveStaffSession, insertStaffSession, revokeStaffSession } from './staff.repository.ts';

/** Half a working day: staff sign in again after lunch; a stolen token is good for hours, not days. */
export const staffSessionLifetimeMs = 4 * 60 * 60 * 1000;
const issuer = 'kredo';
// Borrower tokens carry 'kredo-borrower': each side verifies its own audience, so neither token
// is accepted on the other side's routes even though both are signed with the same key.
const audience = 'kredo-staff';

export type StaffSessionClaims = { staffId: string; sessionId: string; expiresAt: Date };

export type StaffSessionService = {
  issue(staffId: string, roles: string[]): Promise<{ token: string; session: StaffSessionClaims }>;
  /** The live staff session a bearer token stands for; 401 otherwise. */
  verify(token: string): Promise<StaffSessionClaims>;
  revoke(sessionId: string): Promise<void>;
};

export const staffSessionEnded = (reason: string, cause?: unknown) =>
  new AppError('UNAUTHENTICATED', `Staff session refused: ${reason}`, {
    userMessage: staffMessages.sessionExpired,
    cause,
  });

export function createStaffSessionService(deps: {
  db: Db;
  clock: Clock;
  signingKey: Uint8Array;
}): StaffSessionService {
  const jwt = createSessionJwt({ signingKey: deps.signingKey, issuer, audience });
  return {
    async issue(staffId, roles) {
      const now = deps.clock.now();
      const session = {
        staffId,
        sessionId: randomUUID(),
        expiresAt: new Date(now.getTime() + staffSessionLifetimeMs),
      };
      await insertStaffSession(deps.db, {
        id: session.sessionId,
        staffId,
        createdAt: now,
        expiresAt: session.expiresAt,
      });
      const token = await jwt.sign({
        subject: staffId,
        sessionId: session.sessionId,
        roles,
        issuedAt: now,
        expiresAt: session.expiresAt,
      });
      return { token, session };
    },

    async verify(token) {
      const { subject, sessionId } = await jwt.verify(token, deps.clock.now(), staffSessionEnded);
      const row = await findLiveStaffSession(deps.db, sessionId);
      if (!row || row.staffId !== subject) throw staffSessionEnded('revoked or unknown');
      if (row.expiresAt.getTime() <= deps.clock.nowMs()) throw staffSessionEnded('expired');
      return { staffId: row.staffId, sessionId: row.id, expiresAt: row.expiresAt };
    },

    revoke: (sessionId) => revokeStaffSession(deps.db, sessionId, deps.clock.now()),
  };
}
