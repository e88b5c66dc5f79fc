import { isIfsc, normaliseIfsc } from '@kredo/domain/validators/ifsc';

import { AppError } from '../../lib/app-error.ts';
import type { PayoutRequest } from './index.ts';

/** The most one IMPS payout may carry: Rs 5,00,000, in paise. */
export const MAX_IMPS_AMOUNT = 50_000_000;

/** X-Payout-Idempotency: 4-36 letters, digits, spaces, `_` or `-` (reference/lending-rules.md §6). */
const idempotencyKeyPattern = /^[A-Za-z0-9 _-]{4,36}$/;
const accountNumberPattern = /^\d{9,18}$/;
/** RazorpayX narration: at most 30 letters, digits and spaces. */
const narrationPattern = /^[A-Za-z0-9 ]{0,30}$/;
const maxReferenceLength = 40;
const maxNameLength = 100;

// Messages name the field, never its value: they reach the logs.
const refuse = (field: string, problem = 'is malformed') =>
  new AppError('VALIDATION_FAILED', `payout service: ${field} ${problem}`);

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The request as stored and compared; refuses what the payouts API would refuse. */
export function normalisePayout(request: PayoutRequest): PayoutRequest {
  if (!idempotencyKeyPattern.test(request.idempotencyKey)) throw refuse('idempotency key');
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw refuse('amount');
  if (request.mode !== 'IMPS' && request.mode !== 'NEFT') throw refuse('mode', 'is not IMPS or NEFT');
  if (request.mode === 'IMPS' && request.amount > MAX_IMPS_AMOUNT)
    throw refuse('amount', 'is over Rs 5,00,000, the most an IMPS payout carries');
  const name = squash(request.beneficiary.name);
  if (name.length === 0 || name.length > maxNameLength) throw refuse('beneficiary name');
  const accountNumber = request.beneficiary.accountNumber.trim();
  if (!accountNumberPattern.test(accountNumber)) throw refuse('account number');
  const ifsc = normaliseIfsc(request.beneficiary.ifsc);
  if (!isIfsc(ifsc)) throw refuse('IFSC');
  const narration = squash(request.narration);
  if (!narrationPattern.test(narration)) throw refuse('narration');
  const reference = request.reference.trim();
  if (reference.length === 0 || reference.length > maxReferenceLength) throw refuse('reference');
  return {
    idempotencyKey: request.idempotencyKey,
    amount: request.amount,
    mode: request.mode,
    beneficiary: { name, accountNumber, ifsc },
    narration,
    reference,
  };
}
