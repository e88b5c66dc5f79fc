import type { CatalogueKey } from '@kredo/contract/catalogue';
import { useCallback } from 'react';
import { englishCatalogue, useTranslation, type Translate } from './i18n';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type CatalogueIndex = {
  catalogue: ReturnType<typeof englishCatalogue>;
  keyByText: Map<string, CatalogueKey>;
  /** Catalogue texts the server fills in ('Please wait {{seconds}} sec ...'), as patterns. */
  filledTemplates: Array<{ key: CatalogueKey; pattern: RegExp }>;
};

let index: CatalogueIndex | undefined;

/** The English catalogue by text; made again when more of the catalogue arrives (lib/catalogue.ts). */
function catalogueIndex(): CatalogueIndex {
  const catalogue = englishCatalogue();
  if (index?.catalogue === catalogue) return index;
  const entries = Object.entries(catalogue) as Array<[CatalogueKey, string]>;
  index = {
    catalogue,
    keyByText: new Map(entries.map(([key, text]) => [text, key])),
    filledTemplates: entries
      .filter(([, text]) => text.includes('{{'))
      .map(([key, text]) => {
        const pattern = text
          .split(/\{\{(\w+)\}\}/)
          .map((part, at) => (at % 2 === 0 ? escapeRegExp(part) : `(?<${part}>.+?)`))
          .join('');
        return { key, pattern: new RegExp(`^${pattern}$`) };
      }),
  };
  return index;
}

/** A catalogue text, as sent or as the server filled it in, in the user's language. */
export function translateCatalogueText(t: Translate, text: string): string {
  const { keyByText, filledTemplates } = catalogueIndex();
  const key = keyByText.get(text);
  if (key) return t(`messages.${key}`);
  for (const { key: filledKey, pattern } of filledTemplates) {
    const groups = pattern.exec(text)?.groups;
    if (groups) return t(`messages.${filledKey}`, groups);
  }
  return text;
}

/**
 * Shows a text from the contract's catalogue (a server answer, a schema's message) in the user's
 * language, including texts the server filled in (a wait in seconds, a phone number); any other
 * text is shown as it came.
 */
export function useCatalogueText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => translateCatalogueText(t, text), [t]);
}
