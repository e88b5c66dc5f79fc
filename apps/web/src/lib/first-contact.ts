import { referralCodeParam } from '@kredo/contract/referral';
import type { Brand } from './brand';

/** Click ids of the ad networks that bring visitors; kept with the account's first contact. */
const clickIds = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid'];
const maxParams = 20;
const maxValueLength = 200;

export type LoginVersion = 'v1' | 'v2' | 'v3';
export type LoginChannel = 'WEB' | 'WEB_V2' | 'WEB_V3' | 'ANDROID' | 'ANDROID_V2' | 'ANDROID_V3';

/** The channel a sign-in came through: the Android shell or the web, and which login page. */
export function loginChannel(brand: Pick<Brand, 'isNative'>, version: LoginVersion = 'v1'): LoginChannel {
  const base = brand.isNative ? 'ANDROID' : 'WEB';
  return version === 'v1' ? base : `${base}_${version.toUpperCase() as 'V2' | 'V3'}`;
}

function pick(params: URLSearchParams, keep: (name: string) => boolean): Record<string, string> | undefined {
  const picked = [...params]
    .filter(([name, value]) => keep(name) && value !== '' && name.length <= 50)
    .slice(0, maxParams)
    .map(([name, value]) => [name, value.slice(0, maxValueLength)]);
  return picked.length > 0 ? Object.fromEntries(picked) : undefined;
}

/**
 * What a sign-up records about how the person arrived (spec 000 §7 Google sign-in): the utm
 * parameters and ad click ids of the link, its lead id and sourcing code, or the partner's default,
 * and the code of the referral link it came by (`ref`), which the server alone checks.
 */
export function firstContact(brand: Pick<Brand, 'isPartner' | 'partner'>, params: URLSearchParams) {
  const sourcingCode =
    params.get('sourcingCode') ?? (brand.isPartner ? brand.partner.sourcingCode : undefined);
  const leadId = params.get('leadId') ?? undefined;
  const referralCode = params.get(referralCodeParam) ?? undefined;
  return {
    utmParams: pick(params, (name) => name.startsWith('utm_')),
    marketingTrackingParams: pick(params, (name) => clickIds.includes(name)),
    ...(sourcingCode && /^[A-Za-z0-9_-]{2,30}$/.test(sourcingCode) ? { sourcingCode } : {}),
    ...(leadId ? { leadId: leadId.slice(0, 100) } : {}),
    ...(referralCode ? { referralCode: referralCode.slice(0, 64) } : {}),
  };
}
