import { isMobile } from '@kredo/domain/validators/mobile';

import { MessagingError, type MessagingProvider } from './index.ts';

/** Gupshup Enterprise SMS: its HTTP API, and what our account and DLT registrations are. */
export type GupshupSettings = {
  /** `https://enterprise.smsgupshup.com/GatewayAPI/rest` unless a test points elsewhere. */
  apiUrl: string;
  userId: string;
  password: string;
  /** The 6-letter header registered on DLT (Gupshup's `mask`). */
  senderId: string;
  /** Our principal entity id on DLT (`principalEntityId`). */
  dltEntityId: string;
  /** The DLT template id registered for each kind of message (`dltTemplateId`). */
  dltTemplateIds: Readonly<Record<string, string>>;
  /** How long to wait for Gupshup's answer before treating it as down. */
  timeoutMs: number;
};

export const gupshupApiUrl = 'https://enterprise.smsgupshup.com/GatewayAPI/rest';
export const gupshupTimeoutMs = 10_000;

/**
 * Sends SMS through Gupshup's `SendMessage` method (form-encoded POST, plain authentication,
 * answer in text format: `success | <phone> | <message id>` or `error | ... | <code> | <text>`).
 * The message id is the `externalId` its delivery reports carry. No error raised here quotes
 * the request, whose `msg` holds a one-time code and whose `password` is ours.
 */
export function createGupshupSmsProvider(
  settings: GupshupSettings,
  fetchFn: typeof fetch = fetch,
): MessagingProvider {
  return {
    name: 'gupshup',
    async send(message) {
      if (message.channel !== 'sms') {
        throw new MessagingError('provider_down', `No ${message.channel} gateway is configured`, false);
      }
      if (!isMobile(message.to)) {
        throw new MessagingError('invalid_recipient', 'Not an Indian mobile number', false);
      }
      const dltTemplateId = settings.dltTemplateIds[message.template];
      if (!dltTemplateId) {
        throw new MessagingError('undeliverable', `No DLT template id for ${message.template}`, false);
      }
      const form = new URLSearchParams({
        method: 'SendMessage',
        send_to: `91${message.to}`,
        msg: message.text,
        msg_type: 'TEXT',
        userid: settings.userId,
        password: settings.password,
        auth_scheme: 'plain',
        v: '1.1',
        format: 'text',
        mask: settings.senderId,
        principalEntityId: settings.dltEntityId,
        dltTemplateId,
      });
      const answer = await post(fetchFn, settings, form);
      return { providerMessageId: readAnswer(answer) };
    },
  };
}

async function post(fetchFn: typeof fetch, settings: GupshupSettings, form: URLSearchParams) {
  try {
    const response = await fetchFn(settings.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: form,
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const body = await response.text();
    if (response.status === 429) throw new MessagingError('throttled', 'Gupshup answered 429', true);
    if (!response.ok) {
      const retryable = response.status >= 500;
      throw new MessagingError('provider_down', `Gupshup answered HTTP ${response.status}`, retryable);
    }
    return body;
  } catch (error) {
    if (error instanceof MessagingError) throw error;
    // The error itself is dropped: a fetch failure can carry the request it failed on.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const why = timedOut ? `gave no answer within ${settings.timeoutMs} ms` : 'could not be reached';
    throw new MessagingError('provider_down', `Gupshup ${why}`, true);
  }
}

/** The message id from a text-format answer; Gupshup's refusals by their numeric code only. */
export function readAnswer(body: string): string {
  const fields = body
    .trim()
    .split('|')
    .map((field) => field.trim());
  const verdict = fields[0]?.toLowerCase();
  const messageId = fields.at(-1);
  if (verdict === 'success' && fields.length >= 3 && messageId) return messageId;
  if (verdict === 'error') {
    // The code, never the description: it could quote what was sent.
    const code = fields.slice(1).find((field) => /^\d{1,5}$/.test(field)) ?? 'without a code';
    throw new MessagingError('undeliverable', `Gupshup refused the message: error ${code}`, false);
  }
  throw new MessagingError('provider_down', 'Gupshup gave an answer it does not document', false);
}
