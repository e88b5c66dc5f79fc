import * as z from 'zod/mini';

import { AppError } from '../../lib/app-error.ts';
import { headerValue, hmacSha256Hex, parseJson, sameHex } from '../sandbox-webhooks/signature.ts';
import {
  paymentLinkStatuses,
  paymentWebhookTypes,
  refundStates,
  type PaymentCallback,
  type PaymentWebhookEvent,
} from './index.ts';
import { sandboxPaymentMethods } from './sandbox.schema.ts';

export const signatureHeader = 'x-razorpay-signature';
export const eventIdHeader = 'x-razorpay-event-id';

/** Hex HMAC-SHA256 of the raw body under the webhook secret. */
export const signWebhook = (secret: string, rawBody: string) => hmacSha256Hex(secret, rawBody);

/** Razorpay's payment link callback signature: HMAC-SHA256 of `link_id|reference_id|status|payment_id`. */
export const signCallback = (secret: string, callback: PaymentCallback) =>
  hmacSha256Hex(secret, [callback.linkId, callback.reference, callback.status, callback.paymentId].join('|'));

/** The query the hosted page adds to the callback address. */
export function callbackQuery(secret: string, callback: PaymentCallback): Record<string, string> {
  return {
    razorpay_payment_id: callback.paymentId,
    razorpay_payment_link_id: callback.linkId,
    razorpay_payment_link_reference_id: callback.reference,
    razorpay_payment_link_status: callback.status,
    razorpay_signature: signCallback(secret, callback),
  };
}

const forged = () => new AppError('FORBIDDEN', 'payment gateway: callback signature refused');

/** The callback of a query signed under `secret`; throws FORBIDDEN for anything else. */
export function verifySignedCallback(secret: string, query: Record<string, string>): PaymentCallback {
  const linkId = query.razorpay_payment_link_id;
  const reference = query.razorpay_payment_link_reference_id;
  const status = query.razorpay_payment_link_status;
  const paymentId = query.razorpay_payment_id;
  const signature = query.razorpay_signature;
  if (!linkId || !reference || !status || !paymentId || !signature) throw forged();
  if (!(paymentLinkStatuses as readonly string[]).includes(status)) throw forged();
  const callback = { linkId, reference, status: status as PaymentCallback['status'], paymentId };
  if (!sameHex(signCallback(secret, callback), signature)) throw forged();
  return callback;
}

const nonEmpty = z.string().check(z.minLength(1));
const refundSchema = z.object({
  entity: z.object({
    id: nonEmpty,
    amount: z.number().check(z.int()),
    payment_id: nonEmpty,
    receipt: nonEmpty,
    status: z.enum(refundStates),
    error_description: z.nullable(z.string()),
  }),
});
const bodySchema = z.object({
  event: z.enum(paymentWebhookTypes),
  created_at: z.number().check(z.int(), z.nonnegative()),
  payload: z.object({
    refund: z.optional(refundSchema),
    payment: z.optional(
      z.object({
        entity: z.object({
          id: nonEmpty,
          amount: z.number().check(z.int()),
          status: z.enum(['created', 'authorized', 'captured', 'failed']),
          method: z.enum(sandboxPaymentMethods),
          error_description: z.nullable(z.string()),
        }),
      }),
    ),
    payment_link: z.object({ entity: z.object({ id: nonEmpty, reference_id: nonEmpty }) }),
  }),
});

/** The verified event of a delivery; null for a missing or wrong signature, or a body that is not an event. */
export function parseSignedWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): PaymentWebhookEvent | null {
  const signature = headerValue(headers, signatureHeader);
  const eventId = headerValue(headers, eventIdHeader)?.trim();
  if (!signature || !eventId || !sameHex(signWebhook(secret, rawBody), signature)) return null;
  const parsed = bodySchema.safeParse(parseJson(rawBody));
  if (!parsed.success) return null;
  const { event: type, created_at: createdAt, payload } = parsed.data;
  const occurredAt = new Date(createdAt * 1000);
  const common = {
    eventId,
    occurredAt,
    linkId: payload.payment_link.entity.id,
    reference: payload.payment_link.entity.reference_id,
  };
  if (type === 'payment_link.expired') return { ...common, type };
  if (type === 'refund.processed' || type === 'refund.failed') {
    const refund = payload.refund?.entity;
    if (!refund) return null;
    return {
      ...common,
      type,
      refund: {
        refundId: refund.id,
        paymentId: refund.payment_id,
        idempotencyKey: refund.receipt,
        amount: refund.amount,
        status: refund.status,
        // The event is sent when the refund is processed; the entity has no time of its own for it.
        processedAt: refund.status === 'processed' ? occurredAt : null,
        failureReason: refund.status === 'failed' ? refund.error_description : null,
      },
    };
  }
  const entity = payload.payment?.entity;
  if (!entity) return null;
  return {
    ...common,
    type,
    payment: {
      paymentId: entity.id,
      method: entity.method,
      status: entity.status,
      amount: entity.amount,
      errorReason: entity.error_description,
      // Both events are sent when the capture happens; the entity has no capture time of its own.
      capturedAt: entity.status === 'captured' ? occurredAt : null,
    },
  };
}
