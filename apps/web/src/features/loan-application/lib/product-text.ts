import type { ProductSpec } from '@kredo/contract/loan-application';
import { useTranslation } from '../../../lib/i18n';
import { productTexts } from '../../../locales/hi/products';

/** A product's name and description in the reader's language: the server's English, or its Hindi. */
export function useProductText(product: Pick<ProductSpec, 'productCode' | 'title' | 'description'>): {
  title: string;
  description: string;
} {
  const { i18n } = useTranslation();
  const hindi = i18n.language === 'hi' ? productTexts[product.productCode] : undefined;
  return hindi ?? { title: product.title, description: product.description };
}
