import type { CoverTypeCode } from '@kredo/domain/insurance-catalogue';
import { logEvent } from '../../../lib/log-event';
import { readUserId } from '../../../lib/session';

/**
 * The event a category's opening records (spec 002 §2): one name per sub-category, as the spec's
 * COVID, Hospicash and Mosquito products have theirs ('INSURANCE_HOSPICASH_VIEWED').
 */
export function productViewedEventName(subCategory: string): string {
  const slug = subCategory
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `INSURANCE_${slug.slice(0, 60) || 'PRODUCT'}_VIEWED`;
}

export function recordProductViewed(
  subProduct: { subCategory: string; heading: string },
  coverType: CoverTypeCode,
) {
  const userId = readUserId();
  if (!userId) return;
  logEvent({
    event_name: productViewedEventName(subProduct.subCategory),
    event_data: { subCategory: subProduct.subCategory, heading: subProduct.heading, coverType },
    user_id: userId,
    type: 'insurance',
  });
}
