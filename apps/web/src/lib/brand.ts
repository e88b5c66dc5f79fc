import { androidSegment, defaultPartner, findPartner, type Partner } from '@kredo/contract/partners';

/** Who the app is dressed as, derived from the optional first route segment. */
export type Brand = {
  partner: Partner;
  isPartner: boolean;
  /** Running inside the native Android shell: no toolbar, no back button. */
  isNative: boolean;
  /** The segment links keep, or undefined for the default brand. */
  segment: string | undefined;
};

export function resolveBrand(segment: string | undefined): Brand {
  if (segment?.toLowerCase() === androidSegment) {
    return { partner: defaultPartner, isPartner: false, isNative: true, segment: androidSegment };
  }
  const partner = findPartner(segment);
  return partner
    ? { partner, isPartner: true, isNative: false, segment: partner.id }
    : { partner: defaultPartner, isPartner: false, isNative: false, segment: undefined };
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
