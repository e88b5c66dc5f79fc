import { randomBytes } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import { readReferralLongLink, referralLanding, referralPaths } from '@kredo/contract/referral';
import { isReferralCode, referralCodeOf } from '@kredo/domain/referral';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isSameSiteText } from '../../lib/same-site.ts';
import { referralLinks } from './referral.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mode'>;

/** A random code from the CSPRNG: 32 bytes nearly always give the 16 characters asked. */
function newCode(): string {
  for (;;) {
    const code = referralCodeOf(randomBytes(32));
    if (code) return code;
  }
}

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', 'not a referral long link of this site', {
    fieldErrors: { longLink: [messages.invalid] },
  });

/**
 * The borrower's short link (spec 002 §7: a long link in, `shortLink` out). The long link must be
 * this site's landing with the referral's tags and name the borrower as its medium (another's id
 * is refused: a link is made only for oneself). The first call makes the user's one random code;
 * every later one answers the same link, whatever long link it brings.
 */
export async function shortLinkOf(
  deps: Deps,
  userId: string,
  longLink: string,
  site: { origin: string; host: string | undefined },
): Promise<{ shortLink: string }> {
  const link = readReferralLongLink(longLink);
  if (!link || !isSameSiteText(longLink, site.host, deps.mode === 'sandbox')) throw invalidLink();
  if (link.medium !== userId)
    throw new AppError('FORBIDDEN', 'the long link names another user', {
      userMessage: messages.genericRequestFailure,
    });
  const shortLink = (code: string) => `${site.origin}${referralPaths.redirect.replace(':code', code)}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [existing] = await deps.db.select().from(referralLinks).where(eq(referralLinks.userId, userId));
    if (existing) return { shortLink: shortLink(existing.code) };
    const [made] = await deps.db
      .insert(referralLinks)
      .values({ userId, code: newCode(), longLink, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ code: referralLinks.code });
    if (made) return { shortLink: shortLink(made.code) };
    // A concurrent first call made it (read again), or the code is another's (about 2^-95): again.
  }
  throw new Error(`no referral code could be stored for ${userId}`);
}

/** Whose link a code is, or nothing: a text that is no code is never looked up. */
export async function findReferralLink(db: Db, code: string) {
  if (!isReferralCode(code)) return undefined;
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.code, code));
  return row;
}

/**
 * Where a short link leads: the landing of its long link on this site, with the code for the
 * sign-up. An unknown code and a text that is no code are refused alike, as any unknown page.
 */
export async function landingOf(db: Db, code: string): Promise<string> {
  const row = await findReferralLink(db, code);
  const link = row && readReferralLongLink(row.longLink);
  if (!row || !link) throw notFound('referral link');
  return referralLanding(link, row.code);
}
