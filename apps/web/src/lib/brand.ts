import { androidSegment, defaultPartner, findPartner, type Partner } from '@kredo/contract/partners';

/** Who the app is dressed as, derived from the optional first route segment. */
export type Brand = {
  partner: Partner;
  isPartner: boolean;
  /**
   * Running inside a native Android shell: the `android` segment (our own app), or a partner's
   * page opened in a webview whose shell answers the bridge. No toolbar, no back button.
   */
  isNative: boolean;
  /** A partner's page inside an Android shell: loans are entered from the partner's app. */
  isPartnerAndroid: boolean;
  /** The segment links keep, or undefined for the default brand. */
  segment: string | undefined;
};

/** `nativeHost`: whether an Android shell answers the bridge (lib/android-bridge.ts). */
export function resolveBrand(segment: string | undefined, nativeHost = false): Brand {
  if (segment?.toLowerCase() === androidSegment) {
    return {
      partner: defaultPartner,
      isPartner: false,
      isNative: true,
      isPartnerAndroid: false,
      segment: androidSegment,
    };
  }
  const partner = findPartner(segment);
  return partner
    ? { partner, isPartner: true, isNative: nativeHost, isPartnerAndroid: nativeHost, segment: partner.id }
    : {
        partner: defaultPartner,
        isPartner: false,
        isNative: nativeHost,
        isPartnerAndroid: false,
        segment: undefined,
      };
}

/** A route path under the brand's segment: brandPath(healwise, '/tips') is '/healwise/tips'. */
export function brandPath(brand: Pick<Brand, 'segment'>, to: string): string {
  const path = to.startsWith('/') ? to : `/${to}`;
  if (!brand.segment) return path;
  return path === '/' ? `/${brand.segment}` : `/${brand.segment}${path}`;
}

/** The first route segment of a location hash such as '#/healwise/tips?x=1'. */
export function segmentFromHash(hash: string): string | undefined {
  const first = hash.replace(/^#?\/?/, '').split(/[/?]/)[0];
  return first ? decodeURIComponent(first) : undefined;
}
