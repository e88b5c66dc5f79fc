import type { CatalogueKey } from '@kredo/contract/catalogue';
import { useCallback, useSyncExternalStore } from 'react';
import type { DeepPartial } from '../locales/deep-partial';
import { en, type LazyNamespace, type Resources } from '../locales/en';
import { browserStore } from './storage';

/*
 * The app's translations: typed keys into the English resources, `{{name}}` interpolation,
 * plural forms by Intl.PluralRules (`key_one`, `key_other`, as i18next names them), English as
 * the fallback for any text a language lacks, and other languages downloaded when chosen.
 * i18next did this for 17 KB gzip of the sign-in screen's 150 KB budget (docs/decisions.md).
 */

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${Leaves<T[K]>}` : never;
}[keyof T & string];

/** Every text key: 'shell.footer.copyright', 'messages.incorrectOtp', ... */
export type TranslationKey = Leaves<Resources>;
export type Variables = Record<string, string | number>;
export type Translate = (key: TranslationKey, variables?: Variables) => string;

const languageKey = 'kredo.language';

/**
 * English ships with the app; other languages load when chosen, so a first visit stays small.
 * Hindi brings its font (lib/devanagari-font.ts), which an English visit never downloads.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<DeepPartial<Resources>>> = {
  hi: () =>
    Promise.all([
      import('../locales/hi'),
      import('./devanagari-font').then(
        (font) => font.loadDevanagariFont(),
        () => undefined,
      ),
    ]).then(([module]) => module.hi),
};

/*
 * English of the screens behind sign-in arrives with their code: a feature registers its
 * namespace when its chunk loads (`registerTexts`), so the first visit carries only the
 * landing's texts. Until then a key reads as the key itself, which a test would notice.
 */
const english: DeepPartial<Resources> = { ...en };
const resources: Partial<Record<Language, DeepPartial<Resources>>> = { en: english };
const listeners = new Set<() => void>();
const pluralRules = new Map<Language, Intl.PluralRules>();
let current: Language = 'en';
let initialised = false;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function find(language: Language, key: string): string | undefined {
  return lookup(resources[language], key) ?? lookup(english, key);
}

function pluralKey(language: Language, key: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const plural = `${key}_${rules.select(count)}`;
  return find(language, plural) === undefined ? key : plural;
}

export function translate(language: Language, key: TranslationKey, variables?: Variables): string {
  const count = variables?.count;
  const resolved = typeof count === 'number' ? pluralKey(language, key, count) : key;
  const text = find(language, resolved) ?? key;
  if (!variables) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in variables ? String(variables[name]) : placeholder,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language chosen now; a component reads it through useTranslation, which re-renders it on a change. */
export const currentLanguage = (): Language => current;

/** The texts in the user's language; components re-render when the language changes. */
export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useCallback<Translate>((key, variables) => translate(language, key, variables), [language]);
  return { t, i18n: { language } };
}

/**
 * Restores the language the user chose on an earlier visit; resolves once its texts have arrived
 * (or failed to), so the first render can be in that language rather than English for a moment.
 */
export function initI18n(): Promise<void> {
  if (initialised) return Promise.resolve();
  initialised = true;
  const saved = browserStore().getItem(languageKey);
  if (!isLanguage(saved) || saved === 'en') return Promise.resolve();
  return changeLanguage(saved).catch(() => undefined);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Adds the rest of the contract's message catalogue to the English, which starts with the part a
 * first visit shows; called by lib/catalogue.ts, which the screens beyond the landing import.
 */
export function addCatalogue(catalogue: Record<CatalogueKey, string>): void {
  english.messages = { ...english.messages, ...catalogue };
}

/** The catalogue texts the English has so far, by key. */
export function englishCatalogue(): Partial<Record<CatalogueKey, string>> {
  return english.messages ?? {};
}

/** Adds a lazily loaded screen's English texts; called once, when the screen's code loads. */
export function registerTexts<N extends LazyNamespace>(namespace: N, texts: Resources[N]): void {
  (english as Record<string, unknown>)[namespace] = texts;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !resources[language]) resources[language] = await loaders[language]();
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  browserStore().setItem(languageKey, language);
  for (const listener of listeners) listener();
}
