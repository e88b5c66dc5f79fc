import { insuranceMessages } from './insurance-messages.ts';
import { messages } from './messages.ts';

/**
 * Every catalogue text a screen may show: `messages` and the areas' catalogues kept in files of
 * their own (insurance's reads `messages`, so it cannot be spread into it). The web app's English
 * and Hindi catalogues are keyed by this.
 */
export const catalogue = { ...messages, ...insuranceMessages } as const;
export type CatalogueKey = keyof typeof catalogue;
