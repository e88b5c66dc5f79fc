import { randomUUID } from 'node:crypto';

import { type StaffMember, staffMessages, staffRoles, type StaffRole } from '@kredo/contract/staff';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { verifyPassword } from './staff-passwords.ts';
import { matchTotpStep } from './staff-totp.ts';
import {
  acceptTotpStep,
  countFailure,
  countWrongCode,
  findOpenChallenge,
  findStaffByEmail,
  findStaffById,
  insertChallenge,
  spendChallenge,
  type StaffRow,
} from './staff.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'staffSessions'>;

export const challengeLifetimeMs = 5 * 60 * 1000;
/** Consecutive failures (password or code) that lock an account, and for how long. */
export const failuresBeforeLock = 5;
export const lockMs = 15 * 60 * 1000;
export const maxWrongCodesPerChallenge = 5;

/** The encryption context of a staff member's TOTP secret: bound to the row. */
export const totpSecretContext = (staffId: string) => `staff_members.totp_secret:${staffId}`;

export function openTotpSecret(cipher: AppDeps['cipher'], row: Pick<StaffRow, 'id' | 'totpSecretSealed'>) {
  return cipher.decrypt(totpSecretContext(row.id), row.totpSecretSealed);
}

export function memberOf(row: StaffRow): StaffMember {
  const roles = row.roles.filter((role): role is StaffRole =>
    (staffRoles as readonly string[]).includes(role),
  );
  return { id: row.id, email: row.email, name: row.name, roles };
}

const signInRefused = (reason: string) =>
  new AppError('UNAUTHENTICATED', `Staff sign-in refused: ${reason}`, {
    userMessage: staffMessages.signInRefused,
  });
const totpRefused = (reason: string) =>
  new AppError('UNAUTHENTICATED', `Staff TOTP refused: ${reason}`, {
    userMessage: staffMessages.totpRefused,
  });
const challengeExpired = () =>
  new AppError('UNAUTHENTICATED', 'Staff sign-in challenge expired, spent or unknown', {
    userMessage: staffMessages.challengeExpired,
  });
const lockedOut = (until: Date, now: Date) =>
  new AppError('RATE_LIMITED', 'Staff account locked', {
    userMessage: staffMessages.locked,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });

const isLocked = (row: StaffRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/** Counts a failure and answers with the refusal, or with the lock this failure started. */
async function fail(deps: Deps, row: StaffRow, refusal: AppError, reason: string): Promise<never> {
  const now = deps.clock.now();
  const lockUntil = new Date(now.getTime() + lockMs);
  const { locked } = await countFailure(deps.db, row.id, failuresBeforeLock, now, lockUntil);
  await recordAudit(deps.db, {
    at: now,
    staffId: row.id,
    action: 'SIGN_IN_REFUSED',
    details: { reason, ...(locked && { locked: true }) },
  });
  throw locked ? lockedOut(lockUntil, now) : refusal;
}

/** First factor: e-mail and password. Answers a challenge for the TOTP code. */
export async function startStaffSignIn(
  deps: Deps,
  input: { email: string; password: string },
): Promise<{ challengeId: string; expiresAt: string }> {
  const row = await findStaffByEmail(deps.db, input.email);
  const usable = row && row.disabledAt === null ? row : undefined;
  // Always one argon2 verification, so an unknown e-mail takes as long as a wrong password.
  const passwordMatches = await verifyPassword(usable?.passwordHash, input.password);
  const now = deps.clock.now();
  if (!usable) {
    await recordAudit(deps.db, {
      at: now,
      staffId: row?.id ?? null,
      action: 'SIGN_IN_REFUSED',
      details: { reason: row ? 'DISABLED' : 'UNKNOWN_EMAIL', email: input.email },
    });
    throw signInRefused(row ? 'disabled' : 'unknown e-mail');
  }
  if (isLocked(usable, now)) {
    await recordAudit(deps.db, {
      at: now,
      staffId: usable.id,
      action: 'SIGN_IN_REFUSED',
      details: { reason: 'LOCKED' },
    });
    throw lockedOut(usable.lockedUntil!, now);
  }
  if (!passwordMatches) return fail(deps, usable, signInRefused('wrong password'), 'WRONG_PASSWORD');

  const challengeId = randomUUID();
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs);
  await insertChallenge(deps.db, { id: challengeId, staffId: usable.id, createdAt: now, expiresAt });
  return { challengeId, expiresAt: expiresAt.toISOString() };
}

/** Second factor: the TOTP code for an open challenge. Answers the staff token. */
export async function finishStaffSignIn(deps: Deps, input: { challengeId: string; code: string }) {
  const now = deps.clock.now();
  const challenge = /^[0-9a-f-]{36}$/i.test(input.challengeId)
    ? await findOpenChallenge(deps.db, input.challengeId, now, maxWrongCodesPerChallenge)
    : undefined;
  if (!challenge) throw challengeExpired();
  const row = await findStaffById(deps.db, challenge.staffId);
  if (!row || row.disabledAt !== null) throw challengeExpired();
  if (isLocked(row, now)) throw lockedOut(row.lockedUntil!, now);

  const step = matchTotpStep(openTotpSecret(deps.cipher, row), input.code, now);
  if (step === undefined) {
    await countWrongCode(deps.db, challenge.id);
    return fail(deps, row, totpRefused('wrong code'), 'WRONG_CODE');
  }
  if (!(await acceptTotpStep(deps.db, row.id, step, now))) {
    await countWrongCode(deps.db, challenge.id);
    return fail(deps, row, totpRefused('code already used'), 'REPLAYED_CODE');
  }
  if (!(await spendChallenge(deps.db, challenge.id, now))) throw challengeExpired();

  const member = memberOf(row);
  const { token, session } = await deps.staffSessions.issue(member.id, member.roles);
  await recordAudit(deps.db, {
    at: now,
    staffId: member.id,
    action: 'SIGN_IN',
    details: { sessionId: session.sessionId },
  });
  return { token, expiresAt: session.expiresAt.toISOString(), staff: member };
}

export async function signOutStaff(deps: Deps, staff: { staffId: string; sessionId: string }): Promise<void> {
  await deps.staffSessions.revoke(staff.sessionId);
  await recordAudit(deps.db, {
    at: deps.clock.now(),
    staffId: staff.staffId,
    action: 'SIGN_OUT',
    details: { sessionId: staff.sessionId },
  });
}

export const findStaffMember = (db: Db, id: string) => findStaffById(db, id);
export const findStaffMemberByEmail = (db: Db, email: string) => findStaffByEmail(db, email);
