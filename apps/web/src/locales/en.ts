import { messages, type MessageKey } from '@kredo/contract/messages';
import { auth } from './en/auth';
import { dev } from './en/dev';
import { home } from './en/home';
import { incompleteInfo } from './en/incomplete-info';
import { incompleteInfoFlows } from './en/incomplete-info-flows';
import { otp } from './en/otp';
import { profile } from './en/profile';
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
  otp,
  auth,
  profile,
  home,
  incompleteInfo,
  incompleteInfoFlows,
  dev,
};

export type Resources = typeof en;
