import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import {
  findUserById as findUserByIdRow,
  findUserByMobile as findUserByMobileRow,
  insertUserUnlessMobileTaken,
  type User,
} from './users.repository.ts';

/** The demo borrower the PAN and date-of-birth sign-ins find in sandbox mode (README lists her). */
export const demoBorrower = {
  name: 'Asha Verma',
  pan: 'ABCPV1234K',
  mobile: '9876543210',
  dateOfBirth: '1990-05-15',
  email: 'asha.verma@example.com',
} as const;

export const panHashPurpose = 'pan';
/** The encryption context of a user's PAN: bound to the row, so it cannot be moved to another. */
export const panContext = (userId: string) => `users.pan:${userId}`;

export async function seedDemoBorrower(db: Db, cipher: PiiCipher, clock: Clock): Promise<void> {
  const now = clock.now();
  const id = randomUUID();
  await insertUserUnlessMobileTaken(db, {
    id,
    mobile: demoBorrower.mobile,
    name: demoBorrower.name,
    email: demoBorrower.email,
    panSealed: cipher.encrypt(panContext(id), demoBorrower.pan),
    panHash: cipher.hash(panHashPurpose, demoBorrower.pan),
    dateOfBirth: demoBorrower.dateOfBirth,
    mobileOtpVerified: true,
    whatsappOptIn: true,
    sourcingCode: 'SCKREDO',
    createdAt: now,
    updatedAt: now,
  });
}

export type { User } from './users.repository.ts';

export const findUserByMobile = (db: Db, mobile: string) => findUserByMobileRow(db, mobile);
export const findUserById = (db: Db, id: string) => findUserByIdRow(db, id);

/** Whether a person's identity answer (PAN or date of birth) matches the account. */
export function identityMatches(
  user: User,
  cipher: PiiCipher,
  answer: { pan?: string | undefined; dob?: string | undefined },
): boolean {
  if (answer.pan !== undefined)
    return user.panHash !== null && user.panHash === cipher.hash(panHashPurpose, answer.pan);
  if (answer.dob !== undefined) return user.dateOfBirth === answer.dob;
  return false;
}

export { findUserIdByPanHash, setVerifiedMobile, updateAccountDetails } from './users.repository.ts';
export {
  findUnlinkedUserByEmail,
  findUserByFederatedId,
  insertFederatedUser,
  insertUserUnlessMobileTaken,
  linkFederatedId,
  setEmailAndFederatedId,
} from './users.repository.ts';
