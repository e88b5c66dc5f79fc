import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertPreApprovedOffer, livePreApprovedCodes, upsertProducts } from './loan-products.repository.ts';
import { productCatalogue } from './product-catalogue.ts';

/** Mirrors the product catalogue (data in product-catalogue.ts) into the table, on every start. */
export async function syncProducts(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await upsertProducts(
    db,
    productCatalogue.map((product) => ({
      code: product.code,
      productType: product.productType,
      lenderId: product.lenderId,
      title: product.title,
      active: true,
      updatedAt: now,
    })),
  );
}

export async function grantPreApprovedOffer(
  db: Db,
  offer: { userId: string; productCode: string; maxAmountPaise: number; validUntil: string },
): Promise<void> {
  await insertPreApprovedOffer(db, offer);
}

export const preApprovedProductCodes = livePreApprovedCodes;
export { livePreApprovedOffers } from './loan-products.repository.ts';

export { applicationFields, type FieldValueOf } from './application-fields.ts';
export { findProduct, productsOfBrand, type ProductDefinition } from './product-catalogue.ts';
