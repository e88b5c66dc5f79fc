import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { findReferralLink } from './referral-links.ts';
import { referrals } from './referral.schema.ts';

export type Attribution = 'attributed' | 'unknown-code' | 'already';

/**
 * Attributes an account to the owner of the referral link it came by: called by the sign-in that
 * created the account (never by one that found an account), with the code its landing carried.
 * The code is the only evidence: the long link's medium, which anyone can write, is not read. An
 * account attributed before is refused. The referrer cannot refer themselves: their own account
 * signing in is never a sign-up, so never reaches here (and `referrals_not_self` refuses it in the
 * database); another account of theirs could never borrow, so never earn a cashback, because a
 * mobile and a PAN each belong to one account (`users.mobile`, `users.pan_hash` unique), and a new
 * Google account has neither when it is attributed.
 */
export async function attributeSignUp(
  db: Db,
  newUserId: string,
  code: string,
  now: Date,
): Promise<Attribution> {
  const link = await findReferralLink(db, code);
  if (!link) return 'unknown-code';
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
