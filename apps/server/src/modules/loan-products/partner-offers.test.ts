import { defaultPartner, partners } from '@kredo/contract/partners';
import { describe, expect, it } from 'vitest';
import { offerOfBrand, productCatalogue, productsOfBrand } from './product-catalogue.ts';

// The landing's bullets are drawn from the figures beside each partner; they must be the figures
// of the products that partner's borrowers can reach, or the landing promises what no product gives.
describe("every brand's landing promises what its products give", () => {
  for (const partner of [defaultPartner, ...partners]) {
    it(`${partner.id}: amounts, rates and tenures agree with the catalogue`, () => {
      expect(partner.offer).toEqual(offerOfBrand(partner.id));
    });
  }

  it('gives the one partner with long tenures (LendBazaar) up to 24 months in 3-month steps', () => {
    const lendbazaar = productsOfBrand('lendbazaar');
    expect(Math.max(...lendbazaar.map((product) => product.tenureMonths.max))).toBe(24);
    expect(offerOfBrand('lendbazaar').tenureMonths).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
    expect(productCatalogue.every((product) => product.tenureMonths.step === 3)).toBe(true);
  });

  it('gives no other brand a tenure beyond 12 months', () => {
    const others = [defaultPartner, ...partners].filter((partner) => partner.id !== 'lendbazaar');
    for (const partner of others)
      expect([partner.id, Math.max(...productsOfBrand(partner.id).map((p) => p.tenureMonths.max))]).toEqual([
        partner.id,
        12,
      ]);
  });
});
