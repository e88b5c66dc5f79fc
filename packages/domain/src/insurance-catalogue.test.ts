import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type CatalogueProduct,
  cardHeading,
  formatInsurancePrice,
  groupIntoSubProducts,
  insurancePriceLabel,
  productsForCover,
} from './insurance-catalogue.ts';
import { paise } from './money.ts';

const product = (
  productId: string,
  subCategory: string,
  price: number,
  type: 'INDIVIDUAL' | 'FAMILY' = 'INDIVIDUAL',
): CatalogueProduct => ({
  productId,
  productName: productId,
  subCategory,
  heading: `${subCategory} cover`,
  icon: subCategory,
  price,
  coverType: { type, label: type === 'INDIVIDUAL' ? 'Individual' : 'Family' },
});

describe('the catalogue in sub-products (spec 002 §2, §7)', () => {
  const products = [
    product('pa-family', 'accident', 399_00, 'FAMILY'),
    product('hospicash', 'hospital-cash', 152_00),
    product('pa-individual', 'accident', 199_00),
    product('covid', 'covid', 0),
  ];

  it('groups by sub-category, cheapest first, with its starting price and cover types', () => {
    const subProducts = groupIntoSubProducts(products);
    expect(subProducts.map((sub) => [sub.subCategory, sub.startingPrice])).toEqual([
      ['covid', 0],
      ['hospital-cash', 152_00],
      ['accident', 199_00],
    ]);
    const accident = subProducts[2]!;
    expect(accident.products.map((p) => p.productId)).toEqual(['pa-individual', 'pa-family']);
    expect(accident.coverTypes.map((cover) => cover.type)).toEqual(['INDIVIDUAL', 'FAMILY']);
    expect(productsForCover(accident, true).map((p) => p.productId)).toEqual(['pa-individual']);
    expect(productsForCover(accident, false).map((p) => p.productId)).toEqual(['pa-family']);
  });

  it('keeps every product exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 10_000_00 })), {
          maxLength: 30,
        }),
        (rows) => {
          const all = rows.map(([sub, price], index) => product(`p${index}`, sub, price));
          const grouped = groupIntoSubProducts(all).flatMap((sub) => sub.products.map((p) => p.productId));
          expect(grouped.sort()).toEqual(all.map((p) => p.productId).sort());
        },
      ),
    );
  });

  it('cuts a heading over 18 characters', () => {
    expect(cardHeading('Personal Accident')).toBe('Personal Accident');
    expect(cardHeading('Personal Accident Cover')).toBe('Personal Accident ...');
  });
});

describe('prices the Indian way (spec 002 §9)', () => {
  it('reads 0 as Free, lakhs as Lakh and crores as Cr', () => {
    expect(insurancePriceLabel(paise(0))).toEqual({ kind: 'free' });
    expect(formatInsurancePrice(paise(152_00))).toBe('₹152');
    expect(formatInsurancePrice(paise(25_000_00))).toBe('₹25,000');
    expect(formatInsurancePrice(paise(99_999_50))).toBe('₹99,999.50');
    expect(formatInsurancePrice(paise(1_00_000_00))).toBe('₹1 Lakh');
    expect(formatInsurancePrice(paise(1_50_000_00))).toBe('₹1.5 Lakh');
    expect(formatInsurancePrice(paise(99_99_999_00))).toBe('₹99.99 Lakh');
    expect(formatInsurancePrice(paise(1_00_00_000_00))).toBe('₹1 Cr');
    expect(formatInsurancePrice(paise(2_25_00_000_00))).toBe('₹2.25 Cr');
  });

  it('never reads an amount as more than it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_00_000_00, max: 1_000_00_00_000_00 }), (amount) => {
        const label = insurancePriceLabel(paise(amount));
        if (label.kind !== 'lakh' && label.kind !== 'crore') throw new Error('expected lakh or crore');
        const unit = label.kind === 'lakh' ? 1_00_000_00 : 1_00_00_000_00;
        expect(Math.round(Number(label.number) * unit)).toBeLessThanOrEqual(amount);
      }),
    );
  });
});
