import { createHmac, timingSafeEqual } from 'node:crypto';

import * as z from 'zod/mini';

import type { MandateWebhookEvent } from './index.ts';
import { reasonText } from './sandbox-timeline.ts';
import { webhookTypes } from './sandbox-events.ts';

export const signatureHeader = 'x-mandate-signature';
export const eventIdHeader = 'x-mandate-event-id';

/** Hex HMAC-SHA256 of the raw body under the webhook secret. */
export function signWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

const bodySchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(webhookTypes),
  created_at: z.iso.datetime(),
  data: z.object({
    mandate_id: z.string().check(z.minLength(1)),
    reference: z.string().check(z.minLength(1)),
    umrn: z.optional(z.string().check(z.regex(/^[A-Z0-9]{20}$/))),
    reason_code: z.optional(z.string().check(z.minLength(1))),
    reason_text: z.optional(z.string()),
  }),
});

function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

function signatureMatches(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}

/** The verified event of a delivery; null for a missing or wrong signature, or a body that is not an event. */
export function parseSignedWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): MandateWebhookEvent | null {
  const signature = headerValue(headers, signatureHeader);
  if (!signature || !signatureMatches(secret, rawBody, signature)) return null;
  const parsed = bodySchema.safeParse(parseJson(rawBody));
  if (!parsed.success) return null;
  const { id, type, created_at: createdAt, data } = parsed.data;
  const common = {
    eventId: id,
    providerMandateId: data.mandate_id,
    reference: data.reference,
    occurredAt: new Date(createdAt),
  };
  switch (type) {
    case 'mandate.submitted':
      return { ...common, status: 'submitted' };
    case 'mandate.authorized':
      return { ...common, status: 'authorized' };
    case 'mandate.withdrawn':
      return { ...common, status: 'withdrawn' };
    case 'mandate.active':
      return data.umrn ? { ...common, status: 'active', umrn: data.umrn } : null;
    case 'mandate.rejected':
      return data.reason_code
        ? {
            ...common,
            status: 'rejected',
            reasonCode: data.reason_code,
            reasonText: data.reason_text ?? reasonText(data.reason_code),
          }
        : null;
  }
}
