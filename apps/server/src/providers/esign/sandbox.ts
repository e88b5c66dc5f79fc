import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

import { isMobile } from '@kredo/domain/validators/mobile';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import type { Notifier } from '../../modules/notifications/notifications.service.ts';
import { insertOrFindTransaction, lockTransaction, updateTransaction } from './esign.repository.ts';
import type { EsignSandboxTransaction } from './esign.schema.ts';
import { EsignError, type CodeSent, type EsignProvider, type EsignVerification } from './index.ts';
import { sandboxAuthorityLoader } from './sandbox-authority.ts';
import { signDigest } from './sandbox-sign.ts';

/** Inputs that make the sandbox ESP fail the way a real one does (docs/providers.md). */
export const sandboxEsignMagic = {
  /** startSigning answers provider_down (the ESP or UIDAI is unreachable). */
  espDownMobileSuffix: '0000',
  /**
   * sendCode answers provider_down (the OTP service is down; the transaction stays). Not 0001:
   * the messaging sandbox's gateway-down number (9000000001) already ends so.
   */
  codeServiceDownMobileSuffix: '0002',
  /** The right code answers signing_refused (the ESP's CA refuses to certify the signer). */
  refusedSignerName: 'ESP FAIL',
} as const;

export const esignCodeLength = 6;
export const esignCodeValidityMs = 10 * 60 * 1000;
export const esignResendWaitSeconds = 60;
export const esignMaxCodesSent = 3;
export const esignMaxWrongCodes = 5;
/** The ESP's page for one transaction lives this long (ESP-946 after). */
export const esignTransactionTtlMs = 30 * 60 * 1000;

export type SandboxEsignDeps = {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  /** Sends the code by SMS (the messaging provider; in sandbox mode it lands in the dev outbox). */
  notifier: Pick<Notifier, 'send'>;
  /** Events without the code: which transaction, how many codes, what happened. */
  logger?: { info(details: object, message: string): void };
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unknown = () => new EsignError('unknown_transaction', 'No such eSign transaction');

/**
 * An ESP that behaves like a real one, for sandbox mode and tests: transactions in the database,
 * a 6-digit code by SMS valid 10 minutes, a new one not before 60 s and at most 3, 5 wrong codes
 * lock the transaction, then a certificate in the signer's name from a persisted sandbox CA and a
 * CMS over the digest. Times come from the clock; the code is kept only as an HMAC.
 */
export function createSandboxEsignProvider(deps: SandboxEsignDeps): EsignProvider {
  const authority = sandboxAuthorityLoader(deps);
  const codeHash = (id: string, code: string) => deps.cipher.hash(`esign-code:${id}`, code);
  const codeMatches = (row: EsignSandboxTransaction, code: string) => {
    if (!row.codeHash) return false;
    const expected = Buffer.from(row.codeHash);
    const actual = Buffer.from(codeHash(row.id, code));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  const log = (details: object, message: string) =>
    deps.logger?.info({ provider: 'esign-sandbox', ...details }, message);

  async function findLocked(tx: Db, espTransactionId: string) {
    const row = uuidPattern.test(espTransactionId) ? await lockTransaction(tx, espTransactionId) : undefined;
    if (!row) throw unknown();
    return row;
  }

  return {
    name: 'sandbox',

    async startSigning(input) {
      const digest = input.documentDigest.toLowerCase();
      const signerName = input.signerName.trim();
      if (
        !/^[0-9a-f]{64}$/.test(digest) ||
        !signerName ||
        !isMobile(input.signerMobile) ||
        !input.transactionId
      ) {
        throw new EsignError('invalid_request', 'Digest, signer name, mobile or transaction id is not valid');
      }
      if (input.signerMobile.endsWith(sandboxEsignMagic.espDownMobileSuffix)) {
        throw new EsignError('provider_down', 'The eSign service did not answer', { errCode: 'E-119' });
      }
      const now = deps.clock.now();
      const row = await insertOrFindTransaction(deps.db, {
        id: randomUUID(),
        aspTransactionId: input.transactionId,
        documentDigest: digest,
        docInfo: input.docInfo,
        signerName,
        signerMobile: input.signerMobile,
        createdAt: now,
        expiresAt: new Date(now.getTime() + esignTransactionTtlMs),
      });
      if (row.documentDigest !== digest) {
        throw new EsignError('duplicate_transaction', 'This transaction id was used for another document');
      }
      log({ espTransactionId: row.id }, 'esign transaction started');
      return { espTransactionId: row.id, expiresAt: row.expiresAt };
    },

    async sendCode(espTransactionId) {
      const code = randomInt(0, 10 ** esignCodeLength)
        .toString()
        .padStart(esignCodeLength, '0');
      const now = deps.clock.now();
      const { before, after } = await deps.db.transaction(async (tx) => {
        const row = await findLocked(tx, espTransactionId);
        refuseSend(row, now);
        const change = {
          codeHash: codeHash(row.id, code),
          codeExpiresAt: new Date(Math.min(now.getTime() + esignCodeValidityMs, row.expiresAt.getTime())),
          codesSent: row.codesSent + 1,
          lastSentAt: now,
        };
        await updateTransaction(tx, row.id, change);
        return { before: row, after: { ...row, ...change } };
      });
      try {
        if (before.signerMobile.endsWith(sandboxEsignMagic.codeServiceDownMobileSuffix)) {
          throw new EsignError('provider_down', 'The OTP service did not answer', { errCode: 'E-148' });
        }
        await deps.notifier.send({
          channel: 'sms',
          to: before.signerMobile,
          template: 'esign-otp',
          text: `${code} is your code to e-sign your ${before.docInfo}. Valid for 10 minutes. Do not share it with anyone. - eSign (sandbox)`,
        });
      } catch (error) {
        // A code that never arrived is not counted, and the one before it keeps working.
        const { codeHash: hash, codeExpiresAt, codesSent, lastSentAt } = before;
        await updateTransaction(deps.db, before.id, { codeHash: hash, codeExpiresAt, codesSent, lastSentAt });
        log({ espTransactionId: before.id }, 'esign code not delivered');
        throw error instanceof EsignError ? error : undeliverable(error);
      }
      log({ espTransactionId: before.id, codesSent: after.codesSent }, 'esign code sent');
      return {
        resendAfterSeconds: esignResendWaitSeconds,
        expiresAt: after.codeExpiresAt,
        sendsLeft: esignMaxCodesSent - after.codesSent,
        maskedMobile: `XXXXXX${before.signerMobile.slice(-4)}`,
      } satisfies CodeSent;
    },

    async verifyCode(espTransactionId, code) {
      const ca = await authority();
      const now = deps.clock.now();
      const outcome = await deps.db.transaction(async (tx): Promise<EsignVerification> => {
        const row = await findLocked(tx, espTransactionId);
        if (row.status === 'signed') {
          if (!codeMatches(row, code))
            throw new EsignError('already_signed', 'This transaction is signed already');
          return signedAnswer(row);
        }
        if (row.status === 'locked') return { status: 'locked' };
        if (now >= row.expiresAt) return { status: 'expired' };
        if (!row.codeHash || !row.codeExpiresAt)
          throw new EsignError('code_not_sent', 'No code was sent yet');
        if (now >= row.codeExpiresAt) return { status: 'expired' };
        if (!codeMatches(row, code)) {
          const wrongCodes = row.wrongCodes + 1;
          const locked = wrongCodes >= esignMaxWrongCodes;
          await updateTransaction(tx, row.id, { wrongCodes, ...(locked ? { status: 'locked' } : {}) });
          return locked
            ? { status: 'locked' }
            : { status: 'wrong-code', attemptsLeft: esignMaxWrongCodes - wrongCodes };
        }
        if (row.signerName.toUpperCase() === sandboxEsignMagic.refusedSignerName) {
          throw new EsignError('signing_refused', 'The eSign CA refused to certify the signer', {
            errCode: 'ESP-903',
          });
        }
        const signed = await signDigest(ca, row, now);
        const change = {
          status: 'signed' as const,
          signedAt: now,
          cmsBase64: signed.cms.toString('base64'),
          certificatePem: signed.certificatePem,
        };
        await updateTransaction(tx, row.id, change);
        return signedAnswer({ ...row, ...change });
      });
      log({ espTransactionId, status: outcome.status }, 'esign code checked');
      return outcome;
    },

    async trustedRoots() {
      return [(await authority()).certificatePem];
    },
  };
}

function refuseSend(row: EsignSandboxTransaction, now: Date): void {
  if (row.status === 'signed') throw new EsignError('already_signed', 'This transaction is signed already');
  if (row.status === 'locked') throw new EsignError('locked', 'Too many wrong codes', { errCode: 'ESP-415' });
  if (now >= row.expiresAt)
    throw new EsignError('transaction_expired', 'The transaction expired', { errCode: 'ESP-946' });
  if (row.codesSent >= esignMaxCodesSent)
    throw new EsignError('too_many_sends', 'No more codes for this transaction', { errCode: '953' });
  const waitedMs = row.lastSentAt ? now.getTime() - row.lastSentAt.getTime() : Infinity;
  if (waitedMs < esignResendWaitSeconds * 1000) {
    const retryAfterSeconds = Math.ceil((esignResendWaitSeconds * 1000 - waitedMs) / 1000);
    throw new EsignError('resend_too_soon', `A new code may be sent in ${retryAfterSeconds} s`, {
      retryAfterSeconds,
    });
  }
}

function signedAnswer(row: EsignSandboxTransaction): EsignVerification {
  if (!row.cmsBase64 || !row.certificatePem || !row.signedAt)
    throw new Error('A signed eSign transaction lacks its answer');
  return {
    status: 'signed',
    cms: new Uint8Array(Buffer.from(row.cmsBase64, 'base64')),
    certificatePem: row.certificatePem,
    signedAt: row.signedAt,
  };
}

/** The notifier's refusal: an outage stays retryable, anything else is an undeliverable number. */
function undeliverable(error: unknown): EsignError {
  const code = (error as { code?: unknown }).code;
  const retryable = (error as { retryable?: unknown }).retryable === true || code === 'SERVICE_UNAVAILABLE';
  return retryable
    ? new EsignError('provider_down', 'The SMS with the code could not be sent now')
    : new EsignError('code_undeliverable', 'The SMS with the code could not be delivered');
}
