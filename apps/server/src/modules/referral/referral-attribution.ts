import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { findReferralLink } from './referral-links.ts';
import { referrals } from './referral.schema.ts';

export type Attribution = 'attributed' | 'unknown-code' | 'self' | 'already';

/**
 * Attributes an account to the owner of the referral link it came by: called by the sign-in that
 * created the account (never by one that found an account), with the code its landing carried.
 * The code is the only evidence: the long link's medium, which anyone can write, is not read. The
 * referrer's own account, and an account attributed before, are refused. (The referrer's own
 * mobile or PAN cannot sign another account up: both are unique to one account.)
 */
export async function attributeSignUp(
  db: Db,
  newUserId: string,
  code: string,
  now: Date,
): Promise<Attribution> {
  const link = await findReferralLink(db, code);
  if (!link) return 'unknown-code';
  if (link.userId === newUserId) return 'self';
  const made = await db
    .insert(referrals)
    .values({
      id: randomUUID(),
      referrerUserId: link.userId,
      referredUserId: newUserId,
      code: link.code,
      attributedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return made.length === 1 ? 'attributed' : 'already';
}
