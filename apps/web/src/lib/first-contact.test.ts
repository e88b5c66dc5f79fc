import { defaultPartner, partners } from '@kredo/contract/partners';
import { describe, expect, it } from 'vitest';
import { firstContact, loginChannel } from './first-contact';

const healwise = partners.find((partner) => partner.id === 'healwise')!;

describe('login channel', () => {
  it('names the web and the Android shell, and the login page version', () => {
    expect(loginChannel({ isNative: false })).toBe('WEB');
    expect(loginChannel({ isNative: false }, 'v2')).toBe('WEB_V2');
    expect(loginChannel({ isNative: true }, 'v3')).toBe('ANDROID_V3');
    expect(loginChannel({ isNative: true })).toBe('ANDROID');
  });
});

describe('first contact', () => {
  it("keeps the link's utm parameters, ad click ids and lead id, and nothing else", () => {
    const params = new URLSearchParams(
      'utm_source=fb&utm_campaign=diwali&gclid=abc&leadId=L-7&pan=ABCPV1234K&mobile=9876543210',
    );
    expect(firstContact({ isPartner: false, partner: defaultPartner }, params)).toEqual({
      utmParams: { utm_source: 'fb', utm_campaign: 'diwali' },
      marketingTrackingParams: { gclid: 'abc' },
      leadId: 'L-7',
    });
  });

  it("keeps a referral link's code for the server to check, its tags as any link's", () => {
    const params = new URLSearchParams(
      'utm_campaign=referral&utm_medium=u-1&utm_source=web&ref=aB3dE5fG7hJ9kL1m',
    );
    expect(firstContact({ isPartner: false, partner: defaultPartner }, params)).toEqual({
      utmParams: { utm_campaign: 'referral', utm_medium: 'u-1', utm_source: 'web' },
      marketingTrackingParams: undefined,
      referralCode: 'aB3dE5fG7hJ9kL1m',
    });
  });

  it("falls back to the partner's sourcing code, and prefers the link's", () => {
    const brand = { isPartner: true, partner: healwise };
    expect(firstContact(brand, new URLSearchParams()).sourcingCode).toBe(healwise.sourcingCode);
    expect(firstContact(brand, new URLSearchParams('sourcingCode=SCX1')).sourcingCode).toBe('SCX1');
    expect(firstContact(brand, new URLSearchParams('sourcingCode=<bad>')).sourcingCode).toBeUndefined();
  });

  it('bounds what it keeps to what the server accepts', () => {
    const many = new URLSearchParams(Array.from({ length: 30 }, (_, i) => [`utm_${i}`, 'x'.repeat(300)]));
    const { utmParams } = firstContact({ isPartner: false, partner: defaultPartner }, many);
    expect(Object.keys(utmParams ?? {})).toHaveLength(20);
    expect(Object.values(utmParams ?? {}).every((value) => value.length === 200)).toBe(true);
  });
});
