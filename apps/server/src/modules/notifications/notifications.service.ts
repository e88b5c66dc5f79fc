import { randomUUID } from 'node:crypto';

import type { MessageAttachment, MessageChannel } from '@kredo/contract/dev';
import { messages } from '@kredo/contract/messages';

import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { MessagingError, type MessagingProvider } from '../../providers/messaging/index.ts';
import type { SandboxInbox } from '../../providers/messaging/sandbox.ts';
import {
  findOutboxEntries,
  insertMessageLog,
  insertOutboxEntryWithinCap,
} from './notifications.repository.ts';

export type SendMessageInput = {
  channel: MessageChannel;
  to: string;
  /** A name for the kind of message (e.g. `signin-otp`), logged in place of the text. */
  template: string;
  text: string;
  /** E-mail only: stored documents sent with it. */
  attachments?: readonly MessageAttachment[];
};

export type Notifier = {
  send(input: SendMessageInput): Promise<{ messageId: string }>;
};

export function createNotifier(deps: { db: Db; clock: Clock; provider: MessagingProvider }): Notifier {
  return {
    async send(input) {
      const id = randomUUID();
      const base = {
        id,
        channel: input.channel,
        recipient: input.to,
        template: input.template,
        provider: deps.provider.name,
        createdAt: deps.clock.now(),
      };
      try {
        const receipt = await deps.provider.send({
          channel: input.channel,
          to: input.to,
          text: input.text,
          template: input.template,
          ...(input.attachments && { attachments: input.attachments }),
        });
        await insertMessageLog(deps.db, {
          ...base,
          status: 'sent',
          providerMessageId: receipt.providerMessageId,
        });
        return { messageId: id };
      } catch (error) {
        if (!(error instanceof MessagingError)) throw error;
        await insertMessageLog(deps.db, { ...base, status: 'failed', failureReason: error.reason });
        if (error.reason === 'invalid_recipient') {
          throw new AppError('VALIDATION_FAILED', `Message not sent: ${error.message}`, {
            userMessage: messages.enterCorrectDetails,
            fieldErrors: { to: [error.message] },
            cause: error,
          });
        }
        const code = error.retryable ? 'SERVICE_UNAVAILABLE' : 'PROVIDER_UNAVAILABLE';
        throw new AppError(code, `Message not sent: ${error.reason}`, { cause: error });
      }
    },
  };
}

/** Where the sandbox gateway delivers: the dev outbox. */
export function createSandboxInbox(db: Db): SandboxInbox {
  return { deliver: (entry, cap) => insertOutboxEntryWithinCap(db, entry, cap) };
}

/** The dev outbox, newest first (sandbox mode only). */
export function listOutbox(db: Db, filter: { to?: string | undefined; limit: number }) {
  return findOutboxEntries(db, filter);
}
