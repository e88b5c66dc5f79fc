import { mandateReasons } from '@kredo/domain/repayment-modes';
import { describe, expect, it } from 'vitest';
import { consent as english } from '../../../locales/en/consent';
import { consent as hindi } from '../../../locales/hi/consent';

describe('the reasons a mandate is rejected', () => {
  it('have a text in English and in Hindi for every reason code', () => {
    for (const { code, text } of mandateReasons) {
      expect(english.repay.reasons[code], code).toBe(text);
      expect(hindi.repay?.reasons?.[code], code).toMatch(/\p{Script=Devanagari}/u);
    }
  });
});
