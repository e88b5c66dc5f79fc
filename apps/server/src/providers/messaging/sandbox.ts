import { randomUUID } from 'node:crypto';

import { isEmail } from '@kredo/domain/validators/email';
import { isMobile } from '@kredo/domain/validators/mobile';

import type { Clock } from '../../lib/clock.ts';
import { MessagingError, type MessagingProvider, type OutboundMessage } from './index.ts';

/** Where the sandbox "delivers": the dev outbox table. */
export type SandboxInbox = {
  deliver(entry: OutboundMessage & { id: string; createdAt: Date }): Promise<void>;
};

/** Magic recipients that make the sandbox behave like a gateway on a bad day (docs/providers.md). */
export const sandboxMessagingMagic = {
  undeliverableMobile: '9000000000',
  gatewayDownMobile: '9000000001',
  bouncingEmailDomain: '@bounce.example',
} as const;

/** A real gateway caps messages per recipient; so does the sandbox, per rolling minute. */
export const sandboxPerRecipientPerMinute = 20;

export function createSandboxMessagingProvider(inbox: SandboxInbox, clock: Clock): MessagingProvider {
  const recentByRecipient = new Map<string, number[]>();

  const throttle = (to: string) => {
    const now = clock.nowMs();
    const recent = (recentByRecipient.get(to) ?? []).filter((at) => now - at < 60_000);
    // Forget recipients whose window has emptied, so the map holds only the last minute's.
    for (const [recipient, times] of recentByRecipient) {
      if (times.every((at) => now - at >= 60_000)) recentByRecipient.delete(recipient);
    }
    if (recent.length >= sandboxPerRecipientPerMinute) {
      throw new MessagingError(
        'throttled',
        `More than ${sandboxPerRecipientPerMinute} messages a minute to one recipient`,
        true,
      );
    }
    recent.push(now);
    recentByRecipient.set(to, recent);
  };

  return {
    name: 'sandbox',
    async send(message) {
      checkRecipient(message);
      throttle(message.to);
      const id = randomUUID();
      await inbox.deliver({ ...message, id, createdAt: clock.now() });
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
