import type { InsuranceProduct } from '@kredo/contract/insurance';
import { type CoverTypeCode, type SubProduct } from '@kredo/domain/insurance-catalogue';
import { useSearchParams } from 'react-router';
import { useInsuranceProducts } from '../api/get-products';
import { rememberedSelection } from './selection';

const isCoverType = (value: string | null): value is CoverTypeCode =>
  value === 'INDIVIDUAL' || value === 'FAMILY';

export type ChosenSubProduct = {
  subProduct: SubProduct<InsuranceProduct>;
  coverType: CoverTypeCode;
};

/**
 * The sub-product and cover type the product screens show: the address's, else the ones last
 * opened (lib/selection.ts). A cover type the sub-product does not offer gives way to its first.
 */
export function useChosenSubProduct() {
  const [params] = useSearchParams();
  const products = useInsuranceProducts();
  const remembered = rememberedSelection();
  const subCategory = params.get('subCategory') ?? remembered?.subCategory;
  const asked = params.get('coverType');
  const wanted = isCoverType(asked) ? asked : remembered?.coverType;
  const subProduct = products.data?.find((candidate) => candidate.subCategory === subCategory);
  const offered = subProduct?.coverTypes.map((coverType) => coverType.type) ?? [];
  const coverType = wanted && offered.includes(wanted) ? wanted : offered[0];
  const chosen: ChosenSubProduct | undefined =
    subProduct && coverType ? { subProduct, coverType } : undefined;
  return { products, chosen };
}
