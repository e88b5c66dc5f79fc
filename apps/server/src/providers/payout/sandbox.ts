import { randomInt } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { reportDay } from '../sandbox-daily-report.ts';
import type { PayoutRequest, SandboxPayoutProvider } from './index.ts';
import type { NewSandboxPayout, SandboxPayoutRow } from './sandbox.schema.ts';
import { deliverDueWebhooks } from './sandbox-delivery.ts';
import { deliveriesOf } from './sandbox-events.ts';
import { sandboxDailyLimit, todayWindow } from './sandbox-limits.ts';
import { payoutReport } from './sandbox-payout-report.ts';
import {
  countAccountPayouts,
  findPayoutById,
  findPayoutByKey,
  insertDeliveries,
  insertPayout,
  lockAccount,
} from './sandbox.repository.ts';
import { webhookSecretLoader } from './sandbox-secret.ts';
import { parseSignedWebhook } from './sandbox-signature.ts';
import { planPayout, statusAt } from './sandbox-timeline.ts';
import { normalisePayout } from './sandbox-validation.ts';

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids shaped like RazorpayX's: `pout_` and 14 letters or digits. */
const newPayoutId = () =>
  `pout_${Array.from({ length: 14 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;

export const accountNumberContext = (id: string) => `sandbox_payout_payouts.account_number:${id}`;
const accountHashPurpose = 'sandbox_payout_payouts.account';

export type SandboxPayoutDeps = { db: Db; clock: Clock; cipher: PiiCipher };

/** The sandbox service, and what tests use besides: the webhook secret, to sign deliveries of their own. */
export type SandboxPayoutService = SandboxPayoutProvider & {
  webhookSecret(): Promise<string>;
};

/**
 * The sandbox payout service (RazorpayX payouts, IMPS and NEFT): payouts are rows of
 * sandbox_payout_payouts whose whole course is planned when they are accepted
 * (sandbox-timeline.ts), read against the sandbox clock by the status API and reported by signed
 * webhooks that `deliverDueWebhooks` sends. The magic values are in docs/providers.md.
 */
export function createSandboxPayoutProvider(deps: SandboxPayoutDeps): SandboxPayoutService {
  const { db, clock, cipher } = deps;
  const secret = webhookSecretLoader(deps);

  /** The row of this key when it holds this body; CONFLICT when it holds another. */
  function samePayout(row: SandboxPayoutRow, request: PayoutRequest): SandboxPayoutRow {
    const stored = {
      amount: row.amount,
      mode: row.mode,
      name: row.beneficiaryName,
      accountNumber: cipher.decrypt(accountNumberContext(row.id), row.accountNumberSealed),
      ifsc: row.ifsc,
      narration: row.narration,
      reference: row.reference,
    };
    const given: typeof stored = {
      amount: request.amount,
      mode: request.mode,
      ...request.beneficiary,
      narration: request.narration,
      reference: request.reference,
    };
    const same = (Object.keys(stored) as (keyof typeof stored)[]).every((key) => stored[key] === given[key]);
    // RazorpayX answers BAD_REQUEST to a key reused with another body.
    if (!same)
      throw new AppError('CONFLICT', 'payout service: idempotency key already used with another body');
    return row;
  }

  function newRow(request: PayoutRequest): NewSandboxPayout {
    const id = newPayoutId();
    const { accountNumber, ifsc, name } = request.beneficiary;
    const createdAt = clock.now();
    const accountNumberLast4 = accountNumber.slice(-4);
    return {
      id,
      idempotencyKey: request.idempotencyKey,
      reference: request.reference,
      amount: request.amount,
      mode: request.mode,
      beneficiaryName: name,
      accountNumberSealed: cipher.encrypt(accountNumberContext(id), accountNumber),
      accountNumberLast4,
      accountHash: cipher.hash(accountHashPurpose, `${ifsc}:${accountNumber}`),
      ifsc,
      narration: request.narration,
      createdAt,
      ...planPayout({ mode: request.mode, ifsc, accountNumberLast4, createdAt }),
    };
  }

  /**
   * Inserts the payout with its webhooks, within the account's daily limit; answers the payout a
   * concurrent request under the same key inserted instead, if any.
   */
  function insertWithinLimit(row: NewSandboxPayout): Promise<SandboxPayoutRow> {
    return db.transaction(async (tx) => {
      await lockAccount(tx, row.accountHash);
      const earlier = await findPayoutByKey(tx, row.idempotencyKey);
      if (earlier) return earlier;
      const { from, until } = todayWindow(row.createdAt);
      if ((await countAccountPayouts(tx, row.accountHash, from, until)) >= sandboxDailyLimit)
        throw new AppError(
          'VALIDATION_FAILED',
          `payout service: the beneficiary account's daily limit of ${sandboxDailyLimit} payouts is reached`,
        );
      const inserted = await insertPayout(tx, row);
      if (inserted) {
        await insertDeliveries(tx, deliveriesOf(inserted));
        return inserted;
      }
      // The same key, sent to another account at the same moment.
      const winner = await findPayoutByKey(tx, row.idempotencyKey);
      if (!winner) throw new AppError('INTERNAL', 'payout service: payout vanished after a conflict');
      return winner;
    });
  }

  const answerOf = (row: SandboxPayoutRow) => ({
    payoutId: row.id,
    status: statusAt(row, clock.now()).status,
  });

  return {
    name: 'sandbox',

    async createPayout(request) {
      const normalised = normalisePayout(request);
      const existing = await findPayoutByKey(db, normalised.idempotencyKey);
      if (existing) return answerOf(samePayout(existing, normalised));
      return answerOf(samePayout(await insertWithinLimit(newRow(normalised)), normalised));
    },

    async fetchPayout(payoutId) {
      const row = await findPayoutById(db, payoutId);
      if (!row) throw notFound('payout');
      return statusAt(row, clock.now());
    },

    async findPayout(idempotencyKey) {
      const row = await findPayoutByKey(db, idempotencyKey);
      return row ? statusAt(row, clock.now()) : null;
    },

    async fetchPayoutReport(businessDate) {
      return payoutReport(db, reportDay(businessDate), clock.now());
    },

    parseWebhook(rawBody, headers) {
      const key = secret.current();
      if (key) return parseSignedWebhook(key, rawBody, headers);
      // Not read yet (only a restarted server that has sent nothing meets this): refused now, so
      // the delivery is retried, and read for the next one.
      secret.load().catch(() => undefined);
      throw new AppError('SERVICE_UNAVAILABLE', 'payout webhook: the signing secret is not loaded yet', {
        retryAfterSeconds: 1,
      });
    },

    async deliverDueWebhooks(send) {
      return deliverDueWebhooks(deps, await secret.load(), send);
    },

    webhookSecret: () => secret.load(),
  };
}
