import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { users } from './users.schema.ts';

/** The demo borrower the PAN and date-of-birth sign-ins find in sandbox mode (README lists her). */
export const demoBorrower = {
  name: 'Asha Verma',
  pan: 'ABCPV1234K',
  mobile: '9876543210',
  dateOfBirth: '1990-05-15',
  email: 'asha.verma@example.com',
} as const;

export const panHashPurpose = 'pan';

export async function seedDemoBorrower(db: Db, cipher: PiiCipher, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(users)
    .values({
      id: randomUUID(),
      mobile: demoBorrower.mobile,
      name: demoBorrower.name,
      email: demoBorrower.email,
      panSealed: cipher.encrypt(demoBorrower.pan),
      panHash: cipher.hash(panHashPurpose, demoBorrower.pan),
      dateOfBirth: demoBorrower.dateOfBirth,
      mobileOtpVerified: true,
      whatsappOptIn: true,
      sourcingCode: 'SCKREDO',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.mobile });
}
