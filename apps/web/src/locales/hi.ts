import type { Resources } from './en';
import type { DeepPartial } from './deep-partial';
import { messages } from './hi/messages';
import { shell } from './hi/shell';
import { tips } from './hi/tips';

/** Hindi: loaded only when chosen; the tester pages (dev) stay in English. */
export const hi: DeepPartial<Resources> = { messages, shell, tips };
