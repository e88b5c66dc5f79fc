import * as z from 'zod/mini';

import { AppError } from '../../lib/app-error.ts';
import { headerValue, hmacSha256Hex, parseJson, sameHex } from '../sandbox-webhooks/signature.ts';
import { payoutWebhookTypes, type PayoutStatus, type PayoutWebhookEvent } from './index.ts';

export const signatureHeader = 'x-payout-signature';
export const eventIdHeader = 'x-payout-event-id';

/** Hex HMAC-SHA256 of the raw body under the webhook secret. */
export function signWebhook(secret: string, rawBody: Buffer | string): string {
  return hmacSha256Hex(secret, rawBody);
}

const nonEmpty = () => z.string().check(z.minLength(1));

const bodySchema = z.object({
  id: nonEmpty(),
  type: z.enum(payoutWebhookTypes),
  created_at: z.iso.datetime(),
  data: z.object({
    payout_id: nonEmpty(),
    reference: nonEmpty(),
    amount: z.number().check(z.int(), z.positive()),
    status: z.enum(['processing', 'processed', 'failed', 'reversed']),
    utr: z.optional(z.string().check(z.regex(/^\d{12}$/))),
    processed_at: z.optional(z.iso.datetime()),
    reason_code: z.optional(nonEmpty()),
    reason_text: z.optional(z.string()),
  }),
});
type Body = z.infer<typeof bodySchema>;

const statusOfType = {
  'payout.processing': 'processing',
  'payout.processed': 'processed',
  'payout.failed': 'failed',
  'payout.reversed': 'reversed',
} as const;

/** The payout the body reports, or null when its fields do not make one of its status. */
function payoutOf({ data }: Body): PayoutStatus | null {
  const payout = { payoutId: data.payout_id, reference: data.reference, amount: data.amount };
  const reason = data.reason_code
    ? { reasonCode: data.reason_code, reasonText: data.reason_text ?? data.reason_code }
    : null;
  switch (data.status) {
    case 'processing':
      return { ...payout, status: 'processing' };
    case 'processed':
      return data.utr && data.processed_at
        ? { ...payout, status: 'processed', utr: data.utr, processedAt: new Date(data.processed_at) }
        : null;
    case 'failed':
      return reason ? { ...payout, status: 'failed', ...reason } : null;
    case 'reversed':
      return reason && data.utr ? { ...payout, status: 'reversed', utr: data.utr, ...reason } : null;
  }
}

const notAnEvent = () =>
  new AppError('VALIDATION_FAILED', 'payout webhook: the signed body is not a payout event');

/**
 * The verified event of a delivery. Throws FORBIDDEN for a missing or wrong signature (checked
 * before the body is read) and VALIDATION_FAILED for a signed body that is not a payout event.
 */
export function parseSignedWebhook(
  secret: string,
  rawBody: Buffer | string,
  headers: Record<string, string | string[] | undefined>,
): PayoutWebhookEvent {
  const signature = headerValue(headers, signatureHeader);
  if (!signature || !sameHex(signWebhook(secret, rawBody), signature))
    throw new AppError('FORBIDDEN', 'payout webhook: missing or wrong signature');
  const parsed = bodySchema.safeParse(parseJson(rawBody));
  if (!parsed.success || statusOfType[parsed.data.type] !== parsed.data.data.status) throw notAnEvent();
  const payout = payoutOf(parsed.data);
  if (!payout) throw notAnEvent();
  return {
    eventId: parsed.data.id,
    type: parsed.data.type,
    occurredAt: new Date(parsed.data.created_at),
    payout,
  };
}
