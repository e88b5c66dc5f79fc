import { messages, type MessageKey } from '@kredo/contract/messages';
import { useCallback } from 'react';
import { useTranslation, type Translate } from './i18n';

const keyByText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Catalogue texts the server fills in ('Please wait {{seconds}} sec ...'), as patterns. */
const filledTemplates = Object.entries(messages)
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const pattern = text
      .split(/\{\{(\w+)\}\}/)
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : `(?<${part}>.+?)`))
      .join('');
    return { key: key as MessageKey, pattern: new RegExp(`^${pattern}$`) };
  });

/** A catalogue text, as sent or as the server filled it in, in the user's language. */
export function translateCatalogueText(t: Translate, text: string): string {
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
