import { defaultPartner, findPartner, partners, type Partner } from '@kredo/contract/partners';
import { describe, expect, it } from 'vitest';
import { changeLanguage, translate, type Language } from '../../../lib/i18n';
import { offerBullets } from './offer-bullets';

function partner(id: string): Partner {
  const found = findPartner(id);
  if (!found) throw new Error(`${id} missing from the contract`);
  return found;
}

const bullets = (brand: Partner, language: Language = 'en') =>
  offerBullets(brand, (key, variables) => translate(language, key, variables));

describe("a brand's offer bullets", () => {
  it("say the standard products' figures for the default brand", () => {
    expect(bullets(defaultPartner)).toEqual([
      'Credit up to ₹2 lakh',
      'Term loans up to ₹10 lakh',
      '2.5% flat interest per month',
      'Tenures of 3, 6, 9 and 12 months',
    ]);
  });

  it("say LendBazaar's large credit line and its tenures up to 24 months", () => {
    expect(bullets(partner('lendbazaar'))).toEqual([
      'Credit up to ₹50 lakh',
      'Term loans up to ₹10 lakh',
      '2.5% flat interest per month',
      'Tenures from 3 to 24 months',
    ]);
  });

  it("put a partner's own line first", () => {
    expect(bullets(partner('healwise'))[0]).toBe('Medical expenses financed in minutes');
  });

  it('read in Hindi, with a text for every partner', async () => {
    await changeLanguage('hi');
    await changeLanguage('en');
    expect(bullets(defaultPartner, 'hi')).toEqual([
      '₹2 लाख तक का क्रेडिट',
      '₹10 लाख तक के टर्म लोन',
      '2.5% फ़्लैट ब्याज प्रति माह',
      '3, 6, 9 और 12 महीनों की अवधि',
    ]);
    for (const brand of partners) {
      for (const bullet of bullets(brand, 'hi')) expect(bullet).not.toMatch(/shell\.|\{\{/);
    }
  });
});
