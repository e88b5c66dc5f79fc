import { randomUUID } from 'node:crypto';

import { isEmail } from '@kredo/domain/validators/email';
import { isMobile } from '@kredo/domain/validators/mobile';

import type { Clock } from '../../lib/clock.ts';
import { MessagingError, type MessagingProvider, type OutboundMessage } from './index.ts';

/** A recipient's cap: at most `max` messages delivered after `since`. */
export type RecipientCap = { since: Date; max: number };

/** Where the sandbox "delivers": the dev outbox table. */
export type SandboxInbox = {
  /**
   * Delivers unless the recipient already has `cap.max` messages after `cap.since`; answers
   * whether it delivered. The count and the delivery are one step for every server on the
   * database, so the cap holds however requests are spread across them.
   */
  deliver(entry: OutboundMessage & { id: string; createdAt: Date }, cap: RecipientCap): Promise<boolean>;
};

/** Magic recipients that make the sandbox behave like a gateway on a bad day (docs/providers.md). */
export const sandboxMessagingMagic = {
  undeliverableMobile: '9000000000',
  gatewayDownMobile: '9000000001',
  bouncingEmailDomain: '@bounce.example',
} as const;

/** A real gateway caps messages per recipient; so does the sandbox, per rolling minute. */
export const sandboxPerRecipientPerMinute = 20;
const minuteMs = 60_000;

/**
 * The sandbox gateway. It keeps nothing in memory: the per-recipient cap counts the recipient's
 * messages of the last minute in the outbox, so it holds across servers and restarts; a refused
 * message is not delivered and so does not push the minute further.
 */
export function createSandboxMessagingProvider(inbox: SandboxInbox, clock: Clock): MessagingProvider {
  return {
    name: 'sandbox',
    async send(message) {
      checkRecipient(message);
      const id = randomUUID();
      const createdAt = clock.now();
      const delivered = await inbox.deliver(
        { ...message, id, createdAt },
        { since: new Date(createdAt.getTime() - minuteMs), max: sandboxPerRecipientPerMinute },
      );
      if (!delivered) {
        throw new MessagingError(
          'throttled',
          `More than ${sandboxPerRecipientPerMinute} messages a minute to one recipient`,
          true,
        );
      }
      return { providerMessageId: `sbx_${id}` };
    },
  };
}

function checkRecipient({ channel, to }: OutboundMessage): void {
  if (channel === 'email') {
    if (!isEmail(to)) throw new MessagingError('invalid_recipient', 'Not an e-mail address', false);
    if (to.toLowerCase().endsWith(sandboxMessagingMagic.bouncingEmailDomain)) {
      throw new MessagingError('undeliverable', 'Mailbox bounced', false);
    }
    return;
  }
  if (!isMobile(to)) throw new MessagingError('invalid_recipient', 'Not an Indian mobile number', false);
  if (to === sandboxMessagingMagic.undeliverableMobile) {
    throw new MessagingError(
      'undeliverable',
      'Number is on the do-not-disturb registry or unreachable',
      false,
    );
  }
  if (to === sandboxMessagingMagic.gatewayDownMobile) {
    throw new MessagingError('provider_down', 'Gateway timed out', true);
  }
}
