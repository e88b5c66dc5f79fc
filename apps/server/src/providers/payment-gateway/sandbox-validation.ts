import { isEmail, normaliseEmail } from '@kredo/domain/validators/email';
import { isMobile, normaliseMobile } from '@kredo/domain/validators/mobile';

import { AppError } from '../../lib/app-error.ts';
import type { PaymentLinkRequest, RefundRequest } from './index.ts';

/** The least a payment link may ask: Rs 1, in paise. */
export const MIN_LINK_AMOUNT = 100;
/** `expire_by` must be at least this far ahead when the link is made. */
export const MIN_LINK_LIFETIME_MS = 15 * 60_000;
/** ... and at most this many months ahead. */
const MAX_LINK_LIFETIME_MONTHS = 6;

const referencePattern = /^[A-Za-z0-9_-]{1,40}$/;
const maxDescriptionLength = 2048;
const maxNameLength = 100;
const maxCallbackUrlLength = 2000;
/** Razorpay's limit on a note's value. */
const maxNotesLength = 256;

// Messages name the field, never its value: they reach the logs.
const refuse = (field: string, problem = 'is malformed') =>
  new AppError('VALIDATION_FAILED', `payment gateway: ${field} ${problem}`);

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

function bounded(value: string, field: string, max: number): string {
  const squashed = squash(value);
  if (squashed.length === 0 || squashed.length > max) throw refuse(field);
  return squashed;
}

function callbackUrlOf(value: string): string {
  const url = value.trim();
  const path = url.startsWith('/') && !url.startsWith('//');
  const absolute = URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
  if ((!path && !absolute) || url.length > maxCallbackUrlLength) throw refuse('callback URL');
  return url;
}

/** The request as stored and compared; refuses what the gateway's API would refuse in any case. */
export function normaliseLinkRequest(request: PaymentLinkRequest): PaymentLinkRequest {
  if (!referencePattern.test(request.reference)) throw refuse('reference');
  if (!Number.isSafeInteger(request.amount)) throw refuse('amount', 'is not whole paise');
  if (request.amount < MIN_LINK_AMOUNT) throw refuse('amount', 'is under Rs 1 (100 paise)');
  if (!(request.expireBy instanceof Date) || Number.isNaN(request.expireBy.getTime()))
    throw refuse('expire-by time');
  const mobile = normaliseMobile(request.customer.mobile);
  if (!isMobile(mobile)) throw refuse('customer mobile');
  const email = request.customer.email === null ? null : normaliseEmail(request.customer.email);
  if (email !== null && !isEmail(email)) throw refuse('customer email');
  return {
    reference: request.reference,
    amount: request.amount,
    description: bounded(request.description, 'description', maxDescriptionLength),
    customer: { name: bounded(request.customer.name, 'customer name', maxNameLength), mobile, email },
    callbackUrl: callbackUrlOf(request.callbackUrl),
    expireBy: new Date(request.expireBy.getTime()),
  };
}

/**
 * The expiry's window, checked only for a new link: the same request sent again later still
 * answers its link even though its expiry is nearer now.
 */
export function checkExpiryWindow(expireBy: Date, now: Date): void {
  if (expireBy.getTime() < now.getTime() + MIN_LINK_LIFETIME_MS)
    throw refuse('expire-by time', 'is less than 15 minutes ahead');
  const latest = new Date(now.getTime());
  latest.setUTCMonth(latest.getUTCMonth() + MAX_LINK_LIFETIME_MONTHS);
  if (expireBy > latest) throw refuse('expire-by time', 'is more than 6 months ahead');
}

/** A refund's request as stored and compared: no notes is null. */
export type NormalisedRefund = Required<Omit<RefundRequest, 'notes'>> & { notes: string | null };

/** The refund's request as stored and compared; refuses what the gateway's API would refuse in any case. */
export function normaliseRefundRequest(request: RefundRequest): NormalisedRefund {
  if (!referencePattern.test(request.idempotencyKey)) throw refuse('idempotency key');
  if (!Number.isSafeInteger(request.amount)) throw refuse('amount', 'is not whole paise');
  if (request.amount <= 0) throw refuse('amount', 'is not above zero');
  const notes = request.notes === undefined ? '' : squash(request.notes);
  if (notes.length > maxNotesLength) throw refuse('notes', 'are longer than 256 characters');
  return {
    idempotencyKey: request.idempotencyKey,
    paymentId: request.paymentId,
    amount: request.amount,
    notes: notes === '' ? null : notes,
  };
}
