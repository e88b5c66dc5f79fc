import { describe, expect, it } from 'vitest';

import { referralCashbackSchema } from './referral-back-office.ts';
import {
  readReferralLongLink,
  referralLanding,
  referralLongLink,
  type ReferralLongLink,
} from './referral.ts';

const userId = '0b6f4c1e-7d2a-4e5b-9c3d-1a2b3c4d5e6f';
const link: ReferralLongLink = {
  origin: 'https://app.kredo.in',
  pathname: '/',
  segment: null,
  medium: userId,
  source: 'web',
};

describe('the referral long link', () => {
  it('carries the campaign, the user id as medium and the source, and reads back', () => {
    const long = referralLongLink(link);
    expect(long).toBe(`https://app.kredo.in/#/?utm_campaign=referral&utm_medium=${userId}&utm_source=web`);
    expect(readReferralLongLink(long)).toEqual(link);
    const partner = { ...link, segment: 'healwise', source: 'android' as const };
    expect(readReferralLongLink(referralLongLink(partner))).toEqual(partner);
  });

  it('is refused with another tag, a tag twice or missing, a medium that is no user id or an unknown source', () => {
    const long = referralLongLink(link);
    for (const text of [
      `${long}&utm_term=x`,
      long.replace('utm_source=web', 'utm_medium=web'),
      long.replace('&utm_source=web', ''),
      long.replace(userId, 'everyone'),
      long.replace('utm_source=web', 'utm_source=email'),
      long.replace('utm_campaign=referral', 'utm_campaign=diwali'),
      long.replace('#/?', '#/Bad Segment?'),
      long.replace('https:', 'javascript:'),
      'not a link',
    ])
      expect(readReferralLongLink(text), text).toBeNull();
  });

  it('never names another site as its path', () => {
    expect(readReferralLongLink(referralLongLink({ ...link, pathname: '//evil.example/' }))).toBeNull();
    expect(readReferralLongLink(referralLongLink({ ...link, pathname: '/app/' }))?.pathname).toBe('/app/');
  });

  it('lands on this site with the code, whatever host the long link named', () => {
    expect(referralLanding({ ...link, segment: 'healwise' }, 'abcDEF0123456789')).toBe(
      `/#/healwise?utm_campaign=referral&utm_medium=${userId}&utm_source=web&ref=abcDEF0123456789`,
    );
  });
});

describe("operations' referral cashback", () => {
  it('carries its amount and principal as whole paise', () => {
    const row = {
      cashbackId: 'c1',
      status: 'EARNED',
      amount: 20_000,
      principal: 2_000_000,
      subject: 'LOAN',
      disbursedOn: '2025-12-01',
      payableOn: '2025-12-06',
      payBy: '2025-12-31',
      attempts: 0,
      nextAttemptAt: null,
      utr: null,
      failureText: null,
      paidAt: null,
    };
    expect(referralCashbackSchema.safeParse(row).success).toBe(true);
    for (const wrong of [{ amount: 200.5 }, { principal: 20_000.25 }, { amount: -1 }, { attempts: 0.5 }])
      expect(referralCashbackSchema.safeParse({ ...row, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
  });
});
