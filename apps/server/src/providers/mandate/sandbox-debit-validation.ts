import { isIsoDate } from '@kredo/domain/calendar-date';

import { AppError } from '../../lib/app-error.ts';
import { businessDateOf } from '../../lib/clock.ts';
import type { DebitRequest } from './index.ts';
import type { SandboxMandateRow } from './sandbox.schema.ts';
import { latestChargeDate, rollChargeDate, submissionOf } from './sandbox-debit-calendar.ts';

/** Long enough for a loan id, an instalment number and an attempt. */
const referencePattern = /^[A-Za-z0-9_-]{1,64}$/;
const maxDescriptionLength = 140;

// Messages name the field, never its value: they reach the logs.
const refuse = (field: string, problem = 'is malformed') =>
  new AppError('VALIDATION_FAILED', `mandate service: debit ${field} ${problem}`);

/** The request as stored and compared; refuses what the debit API refuses whatever the mandate. */
export function normaliseDebit(request: DebitRequest): DebitRequest {
  if (!referencePattern.test(request.reference)) throw refuse('reference');
  if (typeof request.providerMandateId !== 'string' || request.providerMandateId.trim() === '')
    throw refuse('mandate id');
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw refuse('amount');
  if (!isIsoDate(request.chargeDate)) throw refuse('charge date');
  const description = request.description.trim().replace(/\s+/g, ' ');
  if (description.length === 0 || description.length > maxDescriptionLength) throw refuse('description');
  return {
    reference: request.reference,
    providerMandateId: request.providerMandateId.trim(),
    amount: request.amount,
    chargeDate: request.chargeDate,
    description,
  };
}

/**
 * The working day the debit will be presented on; refuses an amount above the mandate's maximum,
 * a charge date before today (India) or more than a year ahead, and one whose submission (06:00
 * on the rolled date) has already passed.
 */
export function admissibleChargeDate(mandate: SandboxMandateRow, request: DebitRequest, now: Date): string {
  if (request.amount > mandate.maxAmount) throw refuse('amount', "is above the mandate's maximum amount");
  const today = businessDateOf(now);
  if (request.chargeDate < today) throw refuse('charge date', 'is in the past');
  if (request.chargeDate > latestChargeDate(today)) throw refuse('charge date', 'is more than a year ahead');
  const chargeDate = rollChargeDate(request.chargeDate);
  if (submissionOf(chargeDate) <= now)
    throw refuse('charge date', 'is too late: that day was submitted to clearing at 06:00');
  return chargeDate;
}
