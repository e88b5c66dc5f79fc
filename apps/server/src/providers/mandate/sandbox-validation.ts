import { isIsoDate } from '@kredo/domain/calendar-date';
import { LOAN_INSTALMENT_CATEGORY, mandateFrequencies } from '@kredo/domain/repayment-modes';
import { isEmail, normaliseEmail } from '@kredo/domain/validators/email';
import { isIfsc, normaliseIfsc } from '@kredo/domain/validators/ifsc';
import { isMobile, normaliseMobile } from '@kredo/domain/validators/mobile';

import { AppError } from '../../lib/app-error.ts';
import type { EMandateRequest, MandateDetails } from './index.ts';

/** The most one debit of an API e-mandate may take: Rs 1 crore, in paise. */
export const MAX_MANDATE_AMOUNT = 1_000_000_000;

const referencePattern = /^[A-Za-z0-9_-]{1,40}$/;
const accountNumberPattern = /^\d{9,18}$/;
const utilityCodePattern = /^[A-Z0-9]{18}$/;
const maxNameLength = 100;
const maxReturnUrlLength = 2000;

// Messages name the field, never its value: they reach the logs.
const refuse = (field: string, problem = 'is malformed') =>
  new AppError('VALIDATION_FAILED', `mandate service: ${field} ${problem}`);

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

function name(value: string, field: string): string {
  const squashed = squash(value);
  if (squashed.length === 0 || squashed.length > maxNameLength) throw refuse(field);
  return squashed;
}

/** The details as stored and compared; refuses what the mandate API would refuse. */
export function normaliseDetails(details: MandateDetails): MandateDetails {
  if (!referencePattern.test(details.reference)) throw refuse('reference');
  const accountNumber = details.accountNumber.trim();
  if (!accountNumberPattern.test(accountNumber)) throw refuse('account number');
  const ifsc = normaliseIfsc(details.ifsc);
  if (!isIfsc(ifsc)) throw refuse('IFSC');
  if (!['SAVINGS', 'CURRENT'].includes(details.accountType)) throw refuse('account type');
  if (!Number.isSafeInteger(details.maxAmount) || details.maxAmount <= 0) throw refuse('maximum amount');
  if (details.maxAmount > MAX_MANDATE_AMOUNT) throw refuse('maximum amount', 'is over Rs 1 crore');
  if (details.category !== LOAN_INSTALMENT_CATEGORY)
    throw refuse('category', 'is not L001 (loan instalment)');
  // ADHO ('as and when presented') is not valid for a loan instalment (L001).
  if (!(mandateFrequencies as readonly string[]).includes(details.frequency))
    throw refuse('frequency', 'is not one of MNTH, QURT, MIAN, YEAR');
  if (!isIsoDate(details.validFrom)) throw refuse('valid-from date');
  if (!isIsoDate(details.validUntil)) throw refuse('valid-until date');
  if (details.validFrom > details.validUntil)
    throw refuse('valid-until date', 'is before the valid-from date');
  const utilityCode = details.utilityCode.trim().toUpperCase();
  if (!utilityCodePattern.test(utilityCode)) throw refuse('utility code');
  const mobile = normaliseMobile(details.mobile);
  if (!isMobile(mobile)) throw refuse('mobile');
  const email = details.email === null ? null : normaliseEmail(details.email);
  if (email !== null && !isEmail(email)) throw refuse('email');
  return {
    reference: details.reference,
    corporateName: name(details.corporateName, 'corporate name'),
    utilityCode,
    accountHolderName: name(details.accountHolderName, 'account holder name'),
    accountNumber,
    ifsc,
    accountType: details.accountType,
    maxAmount: details.maxAmount,
    frequency: details.frequency,
    category: details.category,
    validFrom: details.validFrom,
    validUntil: details.validUntil,
    mobile,
    email,
  };
}

/** An absolute http(s) address or a path on this site; which site it is, the bank page checks. */
export function normaliseReturnUrl(request: EMandateRequest): string {
  const returnUrl = request.returnUrl.trim();
  const path = returnUrl.startsWith('/') && !returnUrl.startsWith('//');
  const absolute = URL.canParse(returnUrl) && ['http:', 'https:'].includes(new URL(returnUrl).protocol);
  if ((!path && !absolute) || returnUrl.length > maxReturnUrlLength) throw refuse('return URL');
  return returnUrl;
}
