import { randomBytes, randomUUID } from 'node:crypto';

import { staffRoles, type StaffRole } from '@kredo/contract/staff';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { hashPassword } from './staff-passwords.ts';
import { staffMembers, staffSessions } from './staff.schema.ts';
import { totpSecretContext } from './staff.service.ts';
import { findStaffByEmail, insertStaffUnlessEmailTaken } from './staff.repository.ts';

/**
 * Staff accounts outside sandbox mode are made by an operator on the server (staff-cli.ts): the
 * console has no sign-up. A new member gets a password (given, or generated) and a fresh TOTP
 * secret shown once, as an otpauth:// URI for their authenticator app.
 */

export const minPasswordLength = 12;

export class StaffAdminError extends Error {}

export function parseRoles(text: string): StaffRole[] {
  const roles = text
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = roles.filter((role) => !(staffRoles as readonly string[]).includes(role));
  if (roles.length === 0 || unknown.length > 0)
    throw new StaffAdminError(`Roles must be some of ${staffRoles.join(', ')}; got "${text}"`);
  return roles as StaffRole[];
}

/** A password of 18 characters from a URL-safe alphabet (108 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url').slice(0, 18);
}

export type NewStaff = { email: string; name: string; roles: StaffRole[]; password: string };

export async function addStaffMember(
  deps: { db: Db; cipher: PiiCipher; clock: Clock },
  input: NewStaff,
): Promise<{ id: string; totpSecret: string; otpauthUri: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffAdminError(`Not an e-mail: "${email}"`);
  if (input.name.trim().length < 2) throw new StaffAdminError('Give the member a name');
  if (input.password.length < minPasswordLength)
    throw new StaffAdminError(`A password needs at least ${minPasswordLength} characters`);
  if (await findStaffByEmail(deps.db, email)) throw new StaffAdminError(`${email} already has an account`);

  const id = randomUUID();
  const totpSecret = new Secret({ size: 20 }).base32;
  const now = deps.clock.now();
  await insertStaffUnlessEmailTaken(deps.db, {
    id,
    email,
    name: input.name.trim(),
    roles: input.roles,
    passwordHash: await hashPassword(input.password),
    totpSecretSealed: deps.cipher.encrypt(totpSecretContext(id), totpSecret),
    createdAt: now,
    updatedAt: now,
  });
  const otpauthUri = new TOTP({ issuer: 'Kredo back office', label: email, secret: totpSecret }).toString();
  return { id, totpSecret, otpauthUri };
}

/** Disables an account and ends its live sessions at once. */
export async function disableStaffMember(deps: { db: Db; clock: Clock }, email: string): Promise<void> {
  const row = await findStaffByEmail(deps.db, email.trim().toLowerCase());
  if (!row) throw new StaffAdminError(`No staff member ${email}`);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(staffMembers).set({ disabledAt: now, updatedAt: now }).where(eq(staffMembers.id, row.id));
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
  });
}
