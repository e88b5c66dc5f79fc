// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, translate, type Translate } from './i18n';
import { translateCatalogueText } from './use-catalogue-text';

const hindi: Translate = (key, variables) => translate('hi', key, variables);
const english: Translate = (key, variables) => translate('en', key, variables);

describe('translateCatalogueText', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it('shows catalogue texts in the language chosen, English as sent', () => {
    expect(translateCatalogueText(english, messages.sessionTimeout)).toBe('Session timeout');
    expect(translateCatalogueText(hindi, messages.sessionTimeout)).toBe('सत्र समाप्त हो गया');
  });

  it('reads what the server filled into a catalogue text and fills the translation with it', () => {
    const sent = messages.otpResendWait.replace('{{seconds}}', '27');
    expect(translateCatalogueText(english, sent)).toBe(sent);
    expect(translateCatalogueText(hindi, sent)).toBe('नया OTP माँगने से पहले कृपया 27 सेकंड प्रतीक्षा करें।');
    const refused = messages.emailUpdateRefused.replace('{{phone}}', '1800-000-0000');
    expect(translateCatalogueText(hindi, refused)).toContain('1800-000-0000');
  });

  it('shows any other text as it came', () => {
    expect(translateCatalogueText(hindi, 'Please wait (27) sec.*')).toBe('Please wait (27) sec.*');
  });
});
