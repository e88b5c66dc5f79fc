import { randomInt, timingSafeEqual } from 'node:crypto';

import { isMobile } from '@kredo/domain/validators/mobile';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import type { Notifier } from '../../modules/notifications/notifications.service.ts';
import { ConsentError, type ConsentCheck, type ConsentCodeSent, type ConsentRequest } from './consent.ts';
import { sandboxProductOf } from './sandbox-catalogue.ts';
import { consentCodeDownEnding, sandboxConsent } from './sandbox-magic.ts';
import { sandboxInsurerConsents, type SandboxInsurerConsentRow } from './sandbox.schema.ts';

export type SandboxConsentDeps = {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  /** Sends the code by SMS (in sandbox mode it lands in the dev outbox). */
  notifier: Pick<Notifier, 'send'>;
};

type Change = Partial<Omit<SandboxInsurerConsentRow, 'id'>>;

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
const codeHash = (deps: SandboxConsentDeps, id: string, code: string) =>
  deps.cipher.hash(`insurer-consent-code:${id}`, code);

const update = (db: Db, id: string, change: Change) =>
  db.update(sandboxInsurerConsents).set(change).where(eq(sandboxInsurerConsents.id, id));

async function lockConsent(tx: Db, column: 'id' | 'reference', value: string) {
  const [row] = await tx
    .select()
    .from(sandboxInsurerConsents)
    .where(eq(sandboxInsurerConsents[column], value))
    .for('update');
  return row;
}

/** A product asks for consent when its form has an OTP field. */
export const asksConsent = (productId: string) =>
  sandboxProductOf(productId)?.inputFields.some((field) => field.type === 'otp') ?? false;

/** Whether a code is right, in constant time. */
export function consentCodeMatches(deps: SandboxConsentDeps, row: SandboxInsurerConsentRow, code: string) {
  if (!row.codeHash) return false;
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(codeHash(deps, row.id, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function refuseSend(row: SandboxInsurerConsentRow, now: Date): void {
  if (row.status !== 'pending' || now >= row.expiresAt)
    throw new ConsentError('closed', 'This consent takes no more codes');
  if (row.codesSent >= sandboxConsent.maxCodesSent)
    throw new ConsentError('too_many_sends', 'No more codes for this consent');
  const waitedMs = row.lastSentAt ? now.getTime() - row.lastSentAt.getTime() : Infinity;
  const waitMs = sandboxConsent.resendWaitSeconds * 1000;
  if (waitedMs < waitMs) {
    const retryAfterSeconds = Math.ceil((waitMs - waitedMs) / 1000);
    throw new ConsentError('resend_too_soon', `A new code may be sent in ${retryAfterSeconds} s`, {
      retryAfterSeconds,
    });
  }
}

/** The notifier's refusal: an outage or an undeliverable number. */
function undeliverable(error: unknown): ConsentError {
  const code = (error as { code?: unknown }).code;
  const retryable = (error as { retryable?: unknown }).retryable === true || code === 'SERVICE_UNAVAILABLE';
  return retryable
    ? new ConsentError('provider_down', 'The SMS with the code could not be sent now')
    : new ConsentError('code_undeliverable', 'The SMS with the code could not be delivered');
}

/**
 * Sends a (new) code for the reference's consent, made on its first send: 6 digits valid 10
 * minutes, a new one not before 60 s and at most 3, within the consent's half hour.
 */
export async function sendConsentCode(
  deps: SandboxConsentDeps,
  request: ConsentRequest,
): Promise<ConsentCodeSent> {
  const product = sandboxProductOf(request.productId);
  if (!product || !asksConsent(request.productId))
    throw new ConsentError('not_required', `product ${request.productId} takes no consent code`);
  if (!isMobile(request.mobile)) throw new ConsentError('code_undeliverable', 'Not a mobile number');
  const now = deps.clock.now();
  await deps.db
    .insert(sandboxInsurerConsents)
    .values({
      id: `cns_${digits(16)}`,
      reference: request.reference,
      productId: request.productId,
      mobile: request.mobile,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sandboxConsent.lifeMs),
    })
    .onConflictDoNothing({ target: sandboxInsurerConsents.reference });
  const code = String(randomInt(0, 10 ** sandboxConsent.codeLength)).padStart(sandboxConsent.codeLength, '0');
  const { before, after } = await deps.db.transaction(async (tx) => {
    const row = await lockConsent(tx, 'reference', request.reference);
    if (!row) throw new Error('sandbox insurer: consent vanished');
    if (row.productId !== request.productId || row.mobile !== request.mobile)
      throw new ConsentError('closed', 'This reference is another consent');
    refuseSend(row, now);
    const change = {
      codeHash: codeHash(deps, row.id, code),
      codeExpiresAt: new Date(
        Math.min(now.getTime() + sandboxConsent.codeValidityMs, row.expiresAt.getTime()),
      ),
      codesSent: row.codesSent + 1,
      lastSentAt: now,
    };
    await update(tx, row.id, change);
    return { before: row, after: { ...row, ...change } };
  });
  try {
    if (before.mobile.endsWith(consentCodeDownEnding))
      throw new ConsentError('provider_down', 'The consent code service did not answer');
    await deps.notifier.send({
      channel: 'sms',
      to: before.mobile,
      template: 'insurer-consent-otp',
      text: `${code} is your OTP to agree to be insured under ${product.productName}. Valid for 10 minutes. Do not share it with anyone. - Sandbox General Insurance`,
    });
  } catch (error) {
    // A code that never arrived is not counted, and the one before it keeps working.
    const { codeHash: hash, codeExpiresAt, codesSent, lastSentAt } = before;
    await update(deps.db, before.id, { codeHash: hash, codeExpiresAt, codesSent, lastSentAt });
    throw error instanceof ConsentError ? error : undeliverable(error);
  }
  return {
    consentId: before.id,
    resendAfterSeconds: sandboxConsent.resendWaitSeconds,
    expiresAt: after.codeExpiresAt,
    sendsLeft: sandboxConsent.maxCodesSent - after.codesSent,
    maskedMobile: `XXXXXX${before.mobile.slice(-4)}`,
  };
}

/** Checks a code: 5 wrong ones over the consent lock it; a verified consent answers its code again. */
export async function checkConsentCode(
  deps: SandboxConsentDeps,
  consentId: string,
  code: string,
): Promise<ConsentCheck> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<ConsentCheck> => {
    const row = await lockConsent(tx, 'id', consentId);
    if (!row) throw new ConsentError('unknown_consent', 'No such consent');
    if (row.status === 'locked') return { status: 'locked' };
    if (row.status === 'verified') {
      if (row.proposalReference || now.getTime() >= row.verifiedAt!.getTime() + sandboxConsent.verifiedLifeMs)
        return { status: 'expired' };
    } else {
      if (!row.codeHash || !row.codeExpiresAt)
        throw new ConsentError('code_not_sent', 'No code was sent yet');
      if (now >= row.codeExpiresAt || now >= row.expiresAt) return { status: 'expired' };
    }
    if (consentCodeMatches(deps, row, code)) {
      if (row.status === 'pending') await update(tx, row.id, { status: 'verified', verifiedAt: now });
      return { status: 'verified' };
    }
    const wrongCodes = row.wrongCodes + 1;
    const locked = wrongCodes >= sandboxConsent.maxWrongCodes;
    await update(tx, row.id, { wrongCodes, ...(locked ? { status: 'locked' as const } : {}) });
    return locked
      ? { status: 'locked' }
      : { status: 'wrong-code', attemptsLeft: sandboxConsent.maxWrongCodes - wrongCodes };
  });
}

/**
 * Names a verified consent on a proposal, once: the consent must be of the product and of the
 * insured's mobile, verified within the day, and on no other proposal. Answers why not, or null.
 * Call in the proposal's transaction.
 */
export async function useConsent(
  clock: Clock,
  tx: Db,
  consentId: string,
  use: { reference: string; productId: string; mobile: string },
): Promise<string | null> {
  const row = await lockConsent(tx, 'id', consentId);
  if (!row || row.status !== 'verified' || !row.verifiedAt) return 'no verified consent';
  if (row.productId !== use.productId || row.mobile !== use.mobile)
    return 'consent of another product or mobile';
  if (row.proposalReference) return row.proposalReference === use.reference ? null : 'consent used already';
  if (clock.nowMs() >= row.verifiedAt.getTime() + sandboxConsent.verifiedLifeMs) return 'consent expired';
  await update(tx, row.id, { proposalReference: use.reference });
  return null;
}
