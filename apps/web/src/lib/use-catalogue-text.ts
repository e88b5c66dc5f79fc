import { messages, type MessageKey } from '@kredo/contract/messages';
import { useCallback } from 'react';
import { useTranslation } from './i18n';

const keyByText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * Shows a text from the contract's catalogue (a server answer, a schema's message) in the user's
 * language; any other text is shown as it came.
 */
export function useCatalogueText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(`messages.${key}`) : text;
    },
    [t],
  );
}
