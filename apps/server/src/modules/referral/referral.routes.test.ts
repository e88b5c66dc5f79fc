import { isReferralCode } from '@kredo/domain/referral';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from '../events/events.schema.ts';
import { findUnlinkedUserByEmail, findUserById } from '../users/users.service.ts';
import { referralTestKit } from './referral-test-kit.ts';
import { referrals } from './referral.schema.ts';

describe('referral links and sign-ups', () => {
  const ctx = {} as { t: TestApp };
  const kit = referralTestKit(ctx);
  let stamp = 0;
  const email = (name: string) => `${name}.${Date.now()}.${(stamp += 1)}@example.com`;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  it('makes one random short link per borrower: asked again, the same link', async () => {
    const asha = await kit.googleSignIn(email('asha'));
    const first = await kit.shortLinkOf(asha.headers, asha.userId);
    expect(first.shortLink).toMatch(/^http:\/\/localhost(:\d+)?\/links\/r\/[0-9A-Za-z]{16}$/);
    expect(isReferralCode(first.code)).toBe(true);
    const again = await kit.askShortLink(asha.headers, kit.longLinkOf(asha.userId, 'healwise'));
    expect(again.json()).toEqual({ shortLink: first.shortLink });

    const other = await kit.googleSignIn(email('ravi'));
    expect((await kit.shortLinkOf(other.headers, other.userId)).code).not.toBe(first.code);
  });

  it('refuses a long link naming someone else, one of another site or shape, and no session', async () => {
    const ravi = await kit.googleSignIn(email('ravi'));
    const asha = await kit.googleSignIn(email('asha'));
    const forAsha = await kit.askShortLink(ravi.headers, kit.longLinkOf(asha.userId));
    expect(forAsha.statusCode).toBe(403);
    const elsewhere = kit.longLinkOf(ravi.userId).replace('localhost', 'evil.example');
    for (const longLink of [elsewhere, `${kit.longLinkOf(ravi.userId)}&utm_term=x`, 'https://bit.ly/x']) {
      const refused = await kit.askShortLink(ravi.headers, longLink);
      expect(refused.statusCode, longLink).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { longLink: ['Invalid'] },
      });
    }
    expect((await kit.askShortLink({}, kit.longLinkOf(ravi.userId))).statusCode).toBe(401);
  });

  it('redirects a short link to its landing with the code; an unknown code and junk answer 404 alike', async () => {
    const asha = await kit.googleSignIn(email('asha'));
    await kit.askShortLink(asha.headers, kit.longLinkOf(asha.userId, 'healwise'));
    const { code } = await kit.shortLinkOf(asha.headers, asha.userId);
    const opened = await kit.openShortLink(code);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      `/#/healwise?utm_campaign=referral&utm_medium=${asha.userId}&utm_source=web&ref=${code}`,
    );
    expect(opened.headers['cache-control']).toBe('no-store');

    const unknown = await kit.openShortLink('0000000000000000');
    const junk = await kit.openShortLink("x' or 1=1");
    for (const answer of [unknown, junk]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Page not found' });
    }
    const { requestId: _u, ...unknownBody } = unknown.json<{ requestId: string }>();
    const { requestId: _j, ...junkBody } = junk.json<{ requestId: string }>();
    expect(unknownBody).toEqual(junkBody);
  });

  it('attributes the sign-up that creates an account by its code, once, and never by the medium alone', async () => {
    const referrer = await kit.googleSignIn(email('referrer'));
    const { code } = await kit.shortLinkOf(referrer.headers, referrer.userId);
    const tags = { utm_campaign: 'referral', utm_medium: referrer.userId, utm_source: 'web' };

    const friend = await kit.googleSignIn(email('friend'), { utmParams: tags, referralCode: code });
    expect(friend.existing).toBe(false);
    expect(await kit.summaryOf(referrer.headers)).toEqual({ referred: 1, cashbacks: [] });
    // The tags are kept as any landing's are; they attribute nothing.
    expect((await findUserById(ctx.t.deps.db, friend.userId))?.utmParams).toEqual(tags);

    // Signing in again, with this link or another's, attributes nothing more.
    const other = await kit.googleSignIn(email('other'));
    const otherCode = (await kit.shortLinkOf(other.headers, other.userId)).code;
    const friendEmail = (await findUserById(ctx.t.deps.db, friend.userId))?.email ?? '';
    expect((await kit.googleSignIn(friendEmail, { referralCode: otherCode })).existing).toBe(true);
    // The referrer opening their own link and signing in: an existing account, not attributed;
    // and the database refuses a referral of themselves whatever writes it.
    const referrerEmail = (await findUserById(ctx.t.deps.db, referrer.userId))?.email ?? '';
    expect((await kit.googleSignIn(referrerEmail, { referralCode: code })).existing).toBe(true);
    await expect(kit.refer(referrer.userId, referrer.userId)).rejects.toMatchObject({ cause: { code: '23514' } });

    // A crafted landing with the medium but no code, and an unknown code: not attributed.
    await kit.googleSignIn(email('crafted'), { utmParams: tags });
    await kit.googleSignIn(email('guess'), { referralCode: '0000000000000000' });
    await kit.googleSignIn(email('junk'), { referralCode: '../../etc' });

    expect(await kit.summaryOf(referrer.headers)).toEqual({ referred: 1, cashbacks: [] });
    expect(await kit.summaryOf(other.headers)).toEqual({ referred: 0, cashbacks: [] });
    const rows = await ctx.t.deps.db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerUserId, referrer.userId));
    expect(rows.map((row) => row.referredUserId)).toEqual([friend.userId]);
  });

  it('undoes a sign-up whose referral could not be written, so its retry signs up and attributes it', async () => {
    const referrer = await kit.googleSignIn(email('referrer'));
    const { code } = await kit.shortLinkOf(referrer.headers, referrer.userId);
    const friendEmail = email('friend');
    const { db } = ctx.t.deps;
    // The referral's table out of reach for a moment: the sign-up fails whole.
    await db.execute(sql`alter table referrals rename to referrals_away`);
    try {
      await expect(kit.googleSignIn(friendEmail, { referralCode: code })).rejects.toThrow('answered 500');
    } finally {
      await db.execute(sql`alter table referrals_away rename to referrals`);
    }
    expect(await findUnlinkedUserByEmail(db, friendEmail)).toBeUndefined();

    const friend = await kit.googleSignIn(friendEmail, { referralCode: code });
    expect(friend.existing).toBe(false);
    expect(await kit.summaryOf(referrer.headers)).toEqual({ referred: 1, cashbacks: [] });
    const signUps = await db
      .select()
      .from(events)
      .where(and(eq(events.userId, friend.userId), eq(events.name, 'SignUp')));
    expect(signUps).toHaveLength(1);
  });

  it("shows a borrower only their own referrals: the friend's summary has none of the referrer's", async () => {
    const referrer = await kit.googleSignIn(email('referrer'));
    const { code } = await kit.shortLinkOf(referrer.headers, referrer.userId);
    const friend = await kit.googleSignIn(email('friend'), { referralCode: code });
    expect(await kit.summaryOf(friend.headers)).toEqual({ referred: 0, cashbacks: [] });
    expect((await kit.summaryOf(referrer.headers)).referred).toBe(1);
    expect((await ctx.t.app.inject({ url: '/api/referral/summary' })).statusCode).toBe(401);
  });
});
