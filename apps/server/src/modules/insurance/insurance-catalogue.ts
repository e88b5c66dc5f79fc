import type { InsuranceProduct } from '@kredo/contract/insurance';
import { insuranceMessages } from '@kredo/contract/insurance-messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The insurer's catalogue, kept for ten minutes by the server's clock per insurer: the category
 * list and every subscribe read it, and it changes rarely. When the insurer cannot answer, the
 * last catalogue known is served (a price it stopped offering is refused by its proposal later).
 */
export const catalogueTtlMs = 10 * 60_000;

type Cached = { products: InsuranceProduct[]; fetchedAt: number };
const caches = new WeakMap<object, Cached>();

export type CatalogueDeps = Pick<AppDeps, 'insurer' | 'clock'>;

export async function insuranceCatalogue(deps: CatalogueDeps): Promise<InsuranceProduct[]> {
  const cached = caches.get(deps.insurer);
  const now = deps.clock.nowMs();
  if (cached && now - cached.fetchedAt < catalogueTtlMs) return cached.products;
  try {
    const products = await deps.insurer.products();
    caches.set(deps.insurer, { products, fetchedAt: now });
    return products;
  } catch (error) {
    if (cached) return cached.products;
    throw error;
  }
}

/** A product the insurer offers now; a product it does not offer is refused in the catalogue's words. */
export async function offeredProduct(deps: CatalogueDeps, productId: string): Promise<InsuranceProduct> {
  const product = (await insuranceCatalogue(deps)).find((each) => each.productId === productId);
  if (!product)
    throw new AppError('NOT_FOUND', `no insurance product ${productId}`, {
      userMessage: insuranceMessages.insuranceUnknownProduct,
    });
  return product;
}

/** What the form can fill in from the borrower's profile: name, date of birth, e-mail, mobile. */
export type InsurancePrefill = {
  name: string | null;
  dob: string | null;
  email: string | null;
  mobile: string | null;
};

/** The catalogue with each form's fields prefilled from the borrower's profile. */
export function prefilled(products: InsuranceProduct[], prefill: InsurancePrefill): InsuranceProduct[] {
  const values: Record<string, string | null> = { ...prefill };
  return products.map((product) => ({
    ...product,
    inputFields: product.inputFields.map((field) => ({ ...field, value: values[field.name] ?? field.value })),
  }));
}
