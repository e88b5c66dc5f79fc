import { insurancePaths, insuranceProductsSchema } from '@kredo/contract/insurance';
import { groupIntoSubProducts } from '@kredo/domain/insurance-catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getInsuranceProducts(signal?: AbortSignal) {
  return apiClient.get(insurancePaths.products, { schema: insuranceProductsSchema, signal });
}

/**
 * The insurance catalogue grouped into sub-products, cheapest first (spec 002 §2, §7): the
 * category list's cards, and the products a card opens.
 */
export function useInsuranceProducts() {
  return useQuery({
    queryKey: ['insurance', 'products'],
    queryFn: ({ signal }) => getInsuranceProducts(signal),
    select: (answer) => groupIntoSubProducts(answer.products),
    staleTime: 5 * 60_000,
  });
}
