import { randomUUID } from 'node:crypto';

import type { InsuranceProduct } from '@kredo/contract/insurance';
import { insuranceMessages } from '@kredo/contract/insurance-messages';
import type { InsuranceOtpSent, SendInsuranceOtpBody } from '@kredo/contract/insurance-otp-upload';
import { fill, messages } from '@kredo/contract/messages';
import { isOtpField } from '@kredo/domain/insurance-form';
import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ConsentError } from '../../providers/insurer/consent.ts';
import { offeredProduct } from './insurance-catalogue.ts';
import { insuranceConsents, type InsuranceConsentRow } from './insurance-otp-upload.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'insurer'>;

/** A consent is asked for again (a resend) within the insurer's half hour; after it, a new one. */
const consentReuseMs = 30 * 60_000;
/** Consents a borrower may start in a rolling day, each allowing 3 codes. */
export const maxInsuranceConsentsPerDay = 10;
const dayMs = 24 * 3_600_000;

const tooMany = (message: string) =>
  new AppError('RATE_LIMITED', message, { userMessage: insuranceMessages.insuranceOtpTooMany });

/** The insurer's refusals in the borrower's words, with the status each answers with. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof ConsentError)) return error;
  switch (error.reason) {
    case 'resend_too_soon': {
      const seconds = error.details.retryAfterSeconds ?? 60;
      return new AppError('RATE_LIMITED', error.message, {
        userMessage: fill(messages.otpResendWait, { seconds }),
        retryAfterSeconds: seconds,
      });
    }
    case 'too_many_sends':
      return tooMany(error.message);
    case 'not_required':
      return new AppError('VALIDATION_FAILED', error.message, {
        userMessage: insuranceMessages.insuranceOtpNotNeeded,
      });
    case 'provider_down':
    case 'code_undeliverable':
      return new AppError('PROVIDER_UNAVAILABLE', error.message, {
        userMessage: insuranceMessages.insuranceOtpUnavailable,
      });
    default:
      return new AppError('CONFLICT', error.message, {
        userMessage: insuranceMessages.insuranceOtpUnavailable,
      });
  }
}

const ofInsured = (userId: string, productId: string, mobile: string) =>
  and(
    eq(insuranceConsents.userId, userId),
    eq(insuranceConsents.productId, productId),
    eq(insuranceConsents.mobile, mobile),
  );

async function newConsent(deps: Deps, userId: string, productId: string, mobile: string) {
  const now = deps.clock.now();
  const [started] = await deps.db
    .select({ n: count() })
    .from(insuranceConsents)
    .where(
      and(
        eq(insuranceConsents.userId, userId),
        gte(insuranceConsents.createdAt, new Date(now.getTime() - dayMs)),
      ),
    );
  if ((started?.n ?? 0) >= maxInsuranceConsentsPerDay) throw tooMany('insurance consents of the day used up');
  const [row] = await deps.db
    .insert(insuranceConsents)
    .values({ id: randomUUID(), userId, productId, mobile, createdAt: now })
    .returning();
  return row!;
}

async function sendFor(deps: Deps, consent: InsuranceConsentRow): Promise<InsuranceOtpSent> {
  const sent = await deps.insurer.sendConsentCode({
    reference: consent.id,
    productId: consent.productId,
    mobile: consent.mobile,
  });
  if (consent.insurerConsentId !== sent.consentId)
    await deps.db
      .update(insuranceConsents)
      .set({ insurerConsentId: sent.consentId })
      .where(eq(insuranceConsents.id, consent.id));
  return {
    resendAfterSeconds: sent.resendAfterSeconds,
    expiresAt: sent.expiresAt.toISOString(),
    maskedMobile: sent.maskedMobile,
  };
}

/**
 * The insurer sends the insured's mobile a consent code for the product: a new code of the
 * borrower's current consent for that product and mobile, or of a new consent when there is none
 * or the insurer closed it (used, locked by wrong codes, or expired).
 */
export async function sendInsuranceOtp(
  deps: Deps,
  userId: string,
  body: SendInsuranceOtpBody,
): Promise<InsuranceOtpSent> {
  const product = await offeredProduct(deps, body.productId);
  if (!product.inputFields.some(isOtpField))
    throw new AppError('VALIDATION_FAILED', `product ${product.productId} takes no consent code`, {
      userMessage: insuranceMessages.insuranceOtpNotNeeded,
    });
  const since = new Date(deps.clock.nowMs() - consentReuseMs);
  const [current] = await deps.db
    .select()
    .from(insuranceConsents)
    .where(and(ofInsured(userId, product.productId, body.mobile), gte(insuranceConsents.createdAt, since)))
    .orderBy(desc(insuranceConsents.createdAt))
    .limit(1);
  if (current)
    try {
      return await sendFor(deps, current);
    } catch (error) {
      if (!(error instanceof ConsentError && error.reason === 'closed')) throw refusalOf(error);
    }
  try {
    return await sendFor(deps, await newConsent(deps, userId, product.productId, body.mobile));
  } catch (error) {
    throw refusalOf(error);
  }
}

export type ConsentOutcome = { ok: true; consentId: string } | { ok: false; message: string };

const checkText = {
  'wrong-code': insuranceMessages.insuranceOtpWrong,
  expired: insuranceMessages.insuranceOtpExpired,
  locked: insuranceMessages.insuranceOtpLocked,
} as const;

/**
 * Has the insurer check the code against the borrower's latest consent for the product and the
 * insured's mobile. A code of another borrower's consent, or for another mobile, is not found.
 */
export async function checkInsuranceOtp(
  deps: Deps,
  userId: string,
  product: InsuranceProduct,
  mobile: string,
  code: string,
): Promise<ConsentOutcome> {
  const [consent] = await deps.db
    .select()
    .from(insuranceConsents)
    .where(and(ofInsured(userId, product.productId, mobile), isNotNull(insuranceConsents.insurerConsentId)))
    .orderBy(desc(insuranceConsents.createdAt))
    .limit(1);
  if (!consent?.insurerConsentId) return { ok: false, message: insuranceMessages.insuranceOtpNotSent };
  try {
    const check = await deps.insurer.checkConsentCode(consent.insurerConsentId, code);
    if (check.status === 'verified') return { ok: true, consentId: consent.insurerConsentId };
    return { ok: false, message: checkText[check.status] };
  } catch (error) {
    if (error instanceof ConsentError) return { ok: false, message: insuranceMessages.insuranceOtpNotSent };
    throw error;
  }
}
