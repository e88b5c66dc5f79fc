import { messages, type MessageKey } from '@kredo/contract/messages';
import { dev } from './en/dev';
import { shell } from './en/shell';
import { tips } from './en/tips';

/**
 * English resources. `messages` is the spec's catalogue from the contract, reused as-is so the
 * browser shows the same text the server sends.
 */
export const en = {
  messages: messages as Record<MessageKey, string>,
  shell,
  tips,
  dev,
};

export type Resources = typeof en;
