import { marketplaceSettlementPartner } from '@kredo/contract/consent';
import { readAggregatorDetails } from '../../../lib/aggregator-details';

/**
 * Whether the borrower came through the marketplace whose repayments may be deducted from its
 * settlement credits (spec 001 §2.2): the partner link's utm_source, or the route's partner segment.
 */
export function isMarketplaceSettlementSource(segment: string | undefined): boolean {
  const sources = [readAggregatorDetails().utmSource, segment];
  return sources.some((source) => source?.trim().toLowerCase() === marketplaceSettlementPartner);
}
