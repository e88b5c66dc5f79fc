import { describe, expect, it } from 'vitest';

import { agreementLineTexts } from './agreement-line-texts.ts';
import { agreementTexts } from './agreement-texts.ts';
import { kfsLineTexts } from './kfs-line-texts.ts';
import { kfsTexts } from './kfs-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const catalogues: Record<string, Record<'en' | 'hi', Readonly<Record<string, string>>>> = {
  kfs: kfsTexts,
  'credit line kfs': kfsLineTexts,
  agreement: agreementTexts,
  'credit line agreement': agreementLineTexts,
};

describe.each(Object.entries(catalogues))('the %s texts', (_name, texts) => {
  it('have a Hindi text for every English one, with the same placeholders', () => {
    expect(Object.keys(texts.hi).sort()).toEqual(Object.keys(texts.en).sort());
    for (const [key, english] of Object.entries(texts.en)) {
      const hindi = texts.hi[key] ?? '';
      expect(hindi.trim(), key).not.toBe('');
      expect(placeholders(hindi), key).toEqual(placeholders(english));
    }
  });

  it('are translated: every Hindi text that has words has Devanagari in it', () => {
    for (const [key, hindi] of Object.entries(texts.hi)) {
      const words = hindi.replace(/\{\w+\}/g, '').replace(/[\s\d\p{P}₹%×+\-()A-D]/gu, '');
      if (words) expect(hindi, key).toMatch(/[\u0900-\u097f]/);
    }
  });
});
