import { referralLongLink } from '@kredo/contract/referral';
import type { Brand } from '../../../lib/brand';

type Place = Pick<Location, 'origin' | 'pathname'>;

/**
 * The long link the screen asks to shorten (spec 002 §3): this site's landing with the campaign,
 * the borrower's id as the medium and the source (the Android app or the web). A partner's
 * borrower refers to the partner's landing; the Android app's own segment is not kept, since a
 * friend opens the link in a browser.
 */
export function longLinkOf(
  brand: Pick<Brand, 'isPartner' | 'isNative' | 'segment'>,
  userId: string,
  place: Place = window.location,
): string {
  return referralLongLink({
    origin: place.origin,
    pathname: place.pathname,
    segment: brand.isPartner ? (brand.segment ?? null) : null,
    medium: userId,
    source: brand.isNative ? 'android' : 'web',
  });
}
