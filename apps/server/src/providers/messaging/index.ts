import type { MessageAttachment, MessageChannel } from '@kredo/contract/dev';

/** SMS, WhatsApp and e-mail delivery. A real gateway is a new file beside sandbox.ts. */
export type OutboundMessage = {
  channel: MessageChannel;
  to: string;
  text: string;
  /**
   * The kind of message (`otp-signin`, ...). An Indian SMS gateway sends a text only under the
   * DLT template registered for its kind, so a gateway looks the template up by this name.
   */
  template: string;
  /** E-mail only: stored documents sent with the message (a signed agreement, its KFS). */
  attachments?: readonly MessageAttachment[];
};

export type DeliveryReceipt = { providerMessageId: string };

export type MessagingProvider = {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws MessagingError when it refused. */
  send(message: OutboundMessage): Promise<DeliveryReceipt>;
};

export class MessagingError extends Error {
  override name = 'MessagingError';
  constructor(
    readonly reason: 'invalid_recipient' | 'undeliverable' | 'throttled' | 'provider_down',
    message: string,
    /** Whether trying again later may succeed. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
