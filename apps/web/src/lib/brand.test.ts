import { describe, expect, it } from 'vitest';
import { brandPath, resolveBrand, segmentFromHash } from './brand';
import { logoutHash } from './logout';

describe('brand from the first route segment', () => {
  it('selects a partner by id, case-insensitively', () => {
    const brand = resolveBrand('HealWise');
    expect(brand).toMatchObject({ isPartner: true, isNative: false, segment: 'healwise' });
    expect(brand.partner.displayName).toBe('HealWise');
  });

  it('treats android as native mode under the default brand', () => {
    expect(resolveBrand('android')).toMatchObject({ isPartner: false, isNative: true, segment: 'android' });
    expect(resolveBrand('android').partner.id).toBe('kredo');
  });

  it('gives the default brand for no segment or an unknown one, and drops that segment from links', () => {
    for (const segment of [undefined, 'tips', 'nobody']) {
      const brand = resolveBrand(segment);
      expect(brand.partner.id).toBe('kredo');
      expect(brandPath(brand, '/tips')).toBe('/tips');
    }
  });

  it('keeps the partner or android segment in links', () => {
    expect(brandPath(resolveBrand('healwise'), '/tips')).toBe('/healwise/tips');
    expect(brandPath(resolveBrand('healwise'), '/')).toBe('/healwise');
    expect(brandPath(resolveBrand('android'), 'chat')).toBe('/android/chat');
  });

  it('reads the segment from a location hash', () => {
    expect(segmentFromHash('#/healwise/tips?x=1')).toBe('healwise');
    expect(segmentFromHash('#/jobpath?x=1')).toBe('jobpath');
    expect(segmentFromHash('#/')).toBeUndefined();
    expect(segmentFromHash('')).toBeUndefined();
  });

  it('sends an expired session to the logout of the brand the user is on', () => {
    expect(logoutHash('#/healwise/dev/outbox', 'session-timeout')).toBe(
      '#/healwise/logout?reason=session-timeout',
    );
    expect(logoutHash('#/tips', 'session-timeout')).toBe('#/logout?reason=session-timeout');
    expect(logoutHash('#/unknown/tips')).toBe('#/logout');
  });
});
