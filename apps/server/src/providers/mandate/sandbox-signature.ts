import * as z from 'zod/mini';

import { headerValue, hmacSha256Hex, parseJson, sameHex } from '../sandbox-webhooks/signature.ts';
import type { DebitWebhookEvent, MandateServiceEvent, MandateWebhookEvent } from './index.ts';
import { debitReturnText } from './debit-returns.ts';
import { debitWebhookTypes } from './sandbox-debit-events.ts';
import { reasonText } from './sandbox-timeline.ts';
import { webhookTypes } from './sandbox-events.ts';

export const signatureHeader = 'x-mandate-signature';
export const eventIdHeader = 'x-mandate-event-id';

/** Hex HMAC-SHA256 of the raw body under the webhook secret. */
export function signWebhook(secret: string, rawBody: string): string {
  return hmacSha256Hex(secret, rawBody);
}

const nonEmpty = () => z.string().check(z.minLength(1));

const mandateBodySchema = z.object({
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

const debitBodySchema = z.object({
  id: nonEmpty(),
  type: z.enum(debitWebhookTypes),
  created_at: z.iso.datetime(),
  data: z.object({
    debit_id: nonEmpty(),
    mandate_id: nonEmpty(),
    reference: nonEmpty(),
    amount: z.int().check(z.positive()),
    charge_date: z.iso.date(),
    until: z.optional(z.iso.date()),
    reason_code: z.optional(nonEmpty()),
    reason_text: z.optional(z.string()),
  }),
});

function mandateEventOf(body: z.infer<typeof mandateBodySchema>): MandateWebhookEvent | null {
  const { id, type, created_at: createdAt, data } = body;
  const common = {
    kind: 'mandate' as const,
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

function debitEventOf(body: z.infer<typeof debitBodySchema>): DebitWebhookEvent | null {
  const { id, type, created_at: createdAt, data } = body;
  const occurredAt = new Date(createdAt);
  const common = {
    kind: 'debit' as const,
    eventId: id,
    providerMandateId: data.mandate_id,
    occurredAt,
    debitId: data.debit_id,
    reference: data.reference,
    amount: data.amount,
    chargeDate: data.charge_date,
  };
  const reason = (code: string) => ({
    reasonCode: code,
    reasonText: data.reason_text ?? debitReturnText(code),
  });
  switch (type) {
    case 'debit.submitted':
      return { ...common, status: 'submitted' };
    case 'debit.confirmed':
      return { ...common, status: 'confirmed', settledAt: occurredAt };
    case 'debit.extended':
      return data.until ? { ...common, status: 'extended', until: data.until } : null;
    case 'debit.returned':
      return data.reason_code ? { ...common, status: 'returned', ...reason(data.reason_code) } : null;
    case 'debit.rejected':
      return data.reason_code ? { ...common, status: 'rejected', ...reason(data.reason_code) } : null;
  }
}

/** The verified event of a delivery; null for a missing or wrong signature, or a body that is not an event. */
export function parseSignedWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): MandateServiceEvent | null {
  const signature = headerValue(headers, signatureHeader);
  if (!signature || !sameHex(signWebhook(secret, rawBody), signature)) return null;
  const json = parseJson(rawBody);
  const mandate = mandateBodySchema.safeParse(json);
  if (mandate.success) return mandateEventOf(mandate.data);
  const debit = debitBodySchema.safeParse(json);
  return debit.success ? debitEventOf(debit.data) : null;
}
