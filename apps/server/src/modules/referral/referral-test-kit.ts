import { randomUUID } from 'node:crypto';

import { referralLongLink, referralPaths, type ReferralSummary } from '@kredo/contract/referral';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import type { TestApp } from '../../../test/helpers/test-app.ts';
import { accountHashPurpose, accountNumberContext } from '../profile/profile-data.ts';
import { upsertBankAccount } from '../profile/profile.repository.ts';
import { bankAccounts } from '../profile/profile.schema.ts';
import { attributeSignUp } from './referral-attribution.ts';
import { sweepReferrals } from './referral-sweep.ts';
import { referralCashbacks, referralLinks } from './referral.schema.ts';

type Headers = Record<string, string>;

/** Short links, Google sign-ups through them, referrers' accounts and the sweep, for referral tests. */
export function referralTestKit(ctx: { t: TestApp }) {
  const inject = (options: InjectOptions | string) => ctx.t.app.inject(options);

  /** The long link the referral screen makes for a user, on the test app's host. */
  const longLinkOf = (userId: string, segment: string | null = null) =>
    referralLongLink({ origin: 'http://localhost', pathname: '/', segment, medium: userId, source: 'web' });

  const askShortLink = (headers: Headers, longLink: string) =>
    inject({ method: 'POST', url: referralPaths.shortLinks, headers, payload: { longLink } });

  /** The borrower's short link and its code. */
  async function shortLinkOf(headers: Headers, userId: string) {
    const answer = await askShortLink(headers, longLinkOf(userId));
    if (answer.statusCode !== 200)
      throw new Error(`short link answered ${answer.statusCode}: ${answer.body}`);
    const { shortLink } = answer.json<{ shortLink: string }>();
    return { shortLink, code: shortLink.split('/').at(-1) ?? '' };
  }

  const openShortLink = (code: string) => inject({ url: referralPaths.redirect.replace(':code', code) });

  /** A Google sign-in (a sign-up the first time for an e-mail), with what its landing carried. */
  async function googleSignIn(email: string, body: Record<string, unknown> = {}) {
    const credential = await inject({
      method: 'POST',
      url: '/api/dev/identity/credential',
      payload: { email, name: `Referred ${email.split('@')[0] ?? ''}` },
    });
    const answer = await inject({
      method: 'POST',
      url: '/api/hagrid/signin/google',
      headers: { authorization: `Bearer ${credential.json<{ credential: string }>().credential}` },
      payload: body,
    });
    if (answer.statusCode !== 200) throw new Error(`Google sign-in answered ${answer.statusCode}`);
    const session = answer.json<{ dsToken: string; userId: string; existing: boolean }>();
    return { ...session, headers: { authorization: `Bearer ${session.dsToken}` } };
  }

  const summaryOf = async (headers: Headers) =>
    (await inject({ url: referralPaths.summary, headers })).json<ReferralSummary>();

  /** Attributes `referredUserId` to `referrerUserId` as its sign-up would, the referrer's link made first. */
  async function refer(referrerUserId: string, referredUserId: string) {
    const [link] = await ctx.t.deps.db
      .select()
      .from(referralLinks)
      .where(eq(referralLinks.userId, referrerUserId));
    if (!link) throw new Error('the referrer has no link yet');
    return attributeSignUp(ctx.t.deps.db, referredUserId, link.code, ctx.t.deps.clock.now());
  }

  /**
   * Gives a user a verified disbursal account, as their own loan's post-approval form and penny
   * drop would (the payout sandbox's endings decide how a payout to it goes: docs/providers.md).
   */
  async function verifiedAccount(userId: string, accountNumber: string) {
    const { cipher, clock } = ctx.t.deps;
    const id = randomUUID();
    await upsertBankAccount(ctx.t.deps.db, {
      id,
      userId,
      purposeType: 'DISBURSAL',
      beneficiaryName: 'Referrer',
      bankName: 'HDFC Bank',
      ifsc: 'HDFC0000001',
      accountNumberSealed: cipher.encrypt(accountNumberContext(id), accountNumber),
      accountNumberLast4: accountNumber.slice(-4),
      accountNumberHash: cipher.hash(accountHashPurpose, accountNumber),
      accountType: 'SAVINGS',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    // New details replace the old unverified; these are verified as a penny drop would.
    await ctx.t.deps.db
      .update(bankAccounts)
      .set({ verificationStatus: 'VERIFIED', verifiedAt: clock.now() })
      .where(eq(bankAccounts.id, id));
  }

  const cashbackOf = async (referrerUserId: string) => {
    const [row] = await ctx.t.deps.db
      .select()
      .from(referralCashbacks)
      .where(eq(referralCashbacks.referrerUserId, referrerUserId));
    return row;
  };

  const errors: unknown[] = [];
  /** One pass of the referral sweep; an error in it fails the test that ran it. */
  const sweep = async () => {
    await sweepReferrals(ctx.t.deps, (error) => errors.push(error));
    if (errors.length > 0) throw errors[0];
  };

  return {
    longLinkOf,
    askShortLink,
    shortLinkOf,
    openShortLink,
    googleSignIn,
    summaryOf,
    refer,
    verifiedAccount,
    cashbackOf,
    sweep,
  };
}
