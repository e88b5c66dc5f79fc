import * as z from 'zod/mini';

import { AppError } from '../../lib/app-error.ts';
import { headerValue, hmacSha256Hex, parseJson, sameHex } from '../sandbox-webhooks/signature.ts';
import type { GoldCallback } from './index.ts';
import { sandboxGoldOutcomes, sandboxGoldTradeKinds } from './sandbox.schema.ts';

export const signatureHeader = 'x-gold-vendor-signature';
export const eventIdHeader = 'x-gold-vendor-event-id';

/** Hex HMAC-SHA256 of the raw body under the callback secret. */
export function signCallback(secret: string, rawBody: Buffer | string): string {
  return hmacSha256Hex(secret, rawBody);
}

const nonEmpty = () => z.string().check(z.minLength(1));

/** The JSON body of a callback, as sent. */
export const callbackBodySchema = z.object({
  event_id: nonEmpty(),
  vendor_user_id: nonEmpty(),
  tx_id: nonEmpty(),
  transaction_type: z.enum(sandboxGoldTradeKinds),
  status: z.enum(sandboxGoldOutcomes),
  /** 0.1 mg units, after the transaction. */
  gold_balance: z.number().check(z.int(), z.nonnegative()),
  occurred_at: z.iso.datetime(),
});
export type CallbackBody = z.infer<typeof callbackBodySchema>;

/**
 * The verified callback of a delivery. Throws FORBIDDEN for a missing or wrong signature (checked
 * before the body is read) and VALIDATION_FAILED for a signed body that is no callback.
 */
export function parseSignedCallback(
  secret: string,
  rawBody: Buffer | string,
  headers: Record<string, string | string[] | undefined>,
): GoldCallback {
  const signature = headerValue(headers, signatureHeader);
  if (!signature || !sameHex(signCallback(secret, rawBody), signature))
    throw new AppError('FORBIDDEN', 'gold vendor callback: missing or wrong signature');
  const parsed = callbackBodySchema.safeParse(parseJson(rawBody));
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', 'gold vendor callback: the signed body is not a callback');
  const body = parsed.data;
  return {
    eventId: body.event_id,
    vendorUserId: body.vendor_user_id,
    txId: body.tx_id,
    kind: body.transaction_type,
    status: body.status,
    goldBalance: body.gold_balance,
    occurredAt: new Date(body.occurred_at),
  };
}
