import { type StaffMember, staffMay, staffMessages, type StaffPermission } from '@kredo/contract/staff';
import type { FastifyRequest } from 'fastify';

import { AppError } from '../../lib/app-error.ts';
import { authenticatesWith } from '../../lib/authenticate.ts';
import { staffSessionEnded } from './staff-tokens.ts';
import { findStaffMember, memberOf } from './staff.service.ts';

export type StaffPrincipal = StaffMember & { sessionId: string; expiresAt: Date };

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    staff?: StaffPrincipal;
  }
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/**
 * onRequest hook for back-office routes: a live staff session (never a borrower's token), the member
 * still enabled, and, when a permission is named, a role that grants it (403 otherwise). Roles are
 * read from the member's row on every request, so a change applies at once.
 */
export function authenticateStaff(permission?: StaffPermission) {
  return authenticatesWith('staff', async function authenticateStaffRequest(request: FastifyRequest) {
    const { deps } = request.server;
    const match = bearerPattern.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw staffSessionEnded('no bearer token');
    const session = await deps.staffSessions.verify(match[1]);
    const row = await findStaffMember(deps.db, session.staffId);
    if (!row || row.disabledAt !== null) throw staffSessionEnded('member disabled');
    const member = memberOf(row);
    if (permission && !staffMay(member.roles, permission))
      throw new AppError('FORBIDDEN', `Staff role lacks ${permission}`, {
        userMessage: staffMessages.notAllowed,
      });
    request.staff = { ...member, sessionId: session.sessionId, expiresAt: session.expiresAt };
  });
}

/** The staff member of an authenticated request (after `authenticateStaff`). */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('UNAUTHENTICATED', 'Route used without authenticateStaff');
  return request.staff;
}
