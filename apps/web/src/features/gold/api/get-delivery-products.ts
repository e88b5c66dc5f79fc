import { deliveryProductsSchema, goldPaths } from '@kredo/contract/gold';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { vendorQuery } from '../lib/vendor';

export function getDeliveryProducts(signal?: AbortSignal) {
  return apiClient.get(goldPaths.products, { query: vendorQuery, schema: deliveryProductsSchema, signal });
}

/** The coins and bars the vendor delivers, with their making charges and stock. */
export function useDeliveryProducts() {
  return useQuery({
    queryKey: ['gold', 'products'],
    queryFn: ({ signal }) => getDeliveryProducts(signal),
  });
}
