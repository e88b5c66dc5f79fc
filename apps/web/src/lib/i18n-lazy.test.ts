import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, registerTexts, translate } from './i18n';

describe('lazily registered texts', () => {
  afterEach(() => changeLanguage('en'));

  it('reads a namespace only once its feature has registered it, with English as the fallback', async () => {
    const key = 'kyc.testOnlyTitle' as Parameters<typeof translate>[1];
    expect(translate('en', key)).toBe(key);
    registerTexts('kyc', { testOnlyTitle: 'Complete your KYC' } as never);
    expect(translate('en', key)).toBe('Complete your KYC');
    await changeLanguage('hi');
    expect(translate('hi', key)).toBe('Complete your KYC');
  });
});
