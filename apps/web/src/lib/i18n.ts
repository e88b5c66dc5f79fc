import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { browserStore } from './storage';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

const languageKey = 'kredo.language';

/** English ships with the app; other languages load when chosen, so a first visit stays small. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Resource[string]['translation']>> = {
  hi: () => import('../locales/hi').then((module) => module.hi),
};

export const i18n = i18next.createInstance();

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...languages],
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  const saved = browserStore().getItem(languageKey);
  if (isLanguage(saved) && saved !== 'en') void changeLanguage(saved);
  return i18n;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await i18n.changeLanguage(language);
  browserStore().setItem(languageKey, language);
}
