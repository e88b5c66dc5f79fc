import { randomUUID } from 'node:crypto';

import type { StaffRole } from '@kredo/contract/staff';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { hashPassword } from './staff-passwords.ts';
import { totpCode } from './staff-totp.ts';
import { findStaffByEmail, insertStaffUnlessEmailTaken } from './staff.repository.ts';
import { openTotpSecret, totpSecretContext } from './staff.service.ts';

/** The demo staff of sandbox mode (README lists them): one password, fixed TOTP secrets. */
export const demoStaffPassword = 'Kredo-Demo-2026';
export const demoStaff = [
  {
    email: 'underwriter@kredo.example',
    name: 'Uma Underwriter',
    roles: ['underwriter'],
    totpSecret: 'IHXOWLZSBRPBT7HAYITWAJJ66NME4DPL',
  },
  {
    email: 'operations@kredo.example',
    name: 'Omar Operations',
    roles: ['operations'],
    totpSecret: 'ADPJCTLBFFKNGMI35CIHDTGTI3HDJTKP',
  },
  {
    email: 'admin@kredo.example',
    name: 'Anita Admin',
    roles: ['admin'],
    totpSecret: 'LBPOZUUBKP6LISSU3V4BDLYSKA4ER3HT',
  },
] as const satisfies ReadonlyArray<{ email: string; name: string; roles: StaffRole[]; totpSecret: string }>;

/** Adds the demo staff who are missing; leaves existing rows (and their lockouts) alone. */
export async function seedDemoStaff(db: Db, cipher: PiiCipher, clock: Clock): Promise<void> {
  for (const member of demoStaff) {
    if (await findStaffByEmail(db, member.email)) continue;
    const id = randomUUID();
    const now = clock.now();
    await insertStaffUnlessEmailTaken(db, {
      id,
      email: member.email,
      name: member.name,
      roles: [...member.roles],
      passwordHash: await hashPassword(demoStaffPassword),
      totpSecretSealed: cipher.encrypt(totpSecretContext(id), member.totpSecret),
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** What a staff member's authenticator shows now (sandbox only: the dev route reads it). */
export async function currentTotpCodeOf(deps: Pick<AppDeps, 'db' | 'cipher' | 'clock'>, email: string) {
  const row = await findStaffByEmail(deps.db, email);
  if (!row) throw notFound('staff member');
  return { code: totpCode(openTotpSecret(deps.cipher, row), deps.clock.now()) };
}
