import { MessagingError, type MessagingProvider } from './index.ts';

/**
 * Production until a real gateway is configured: every send fails loudly as a provider outage,
 * rather than pretending to deliver (docs/decisions.md).
 */
export const unconfiguredMessagingProvider: MessagingProvider = {
  name: 'unconfigured',
  async send() {
    throw new MessagingError('provider_down', 'No messaging provider is configured', true);
  },
};
