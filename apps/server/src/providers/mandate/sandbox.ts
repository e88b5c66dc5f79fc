import { randomBytes, randomInt } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { reportDay } from '../sandbox-daily-report.ts';
import type { MandateDetails, SandboxMandateProvider } from './index.ts';
import { findMandate, findMandateByReference, insertMandate } from './sandbox.repository.ts';
import type { NewSandboxMandate, SandboxMandateKind, SandboxMandateRow } from './sandbox.schema.ts';
import { sandboxBankName, sandboxBankSupport } from './sandbox-banks.ts';
import { sandboxDebits } from './sandbox-debits.ts';
import { nachSettlementReport } from './sandbox-nach-report.ts';
import { deliverDueWebhooks } from './sandbox-delivery.ts';
import { authLinkOf } from './sandbox-paths.ts';
import { webhookSecretLoader } from './sandbox-secret.ts';
import { insertSettledAndNotify, withdrawAndNotify } from './sandbox-settlement.ts';
import { parseSignedWebhook } from './sandbox-signature.ts';
import { planSettlement, statusAt } from './sandbox-timeline.ts';
import { normaliseDetails, normaliseReturnUrl } from './sandbox-validation.ts';

/** Who serves the sandbox's bank pages: they follow LotusPay's flow (docs/providers.md). */
export const sandboxMandateVendor = 'LOTUSPAY';

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Ids shaped like the service's: `MD` and 14 capitals or digits. */
const newMandateId = () =>
  `MD${Array.from({ length: 14 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;

export const accountNumberContext = (id: string) => `sandbox_mandate_mandates.account_number:${id}`;

export type SandboxMandateDeps = { db: Db; clock: Clock; cipher: PiiCipher };

/** The sandbox service, and what tests use besides: the webhook secret, to sign deliveries of their own. */
export type SandboxMandateService = SandboxMandateProvider & {
  webhookSecret(): Promise<string>;
};

/**
 * The sandbox NACH mandate service (LotusPay's API and pages, NPCI behind them): mandates are rows
 * of sandbox_mandate_mandates, the borrower authorises an e-mandate on the sandbox bank's pages
 * (sandbox-pages.routes.ts), NPCI's answer follows on the sandbox clock (sandbox-timeline.ts) and
 * is reported by signed webhooks that `deliverDueWebhooks` sends. Debits through a mandate are
 * sandbox-debits.ts. The magic values are in docs/providers.md.
 */
export function createSandboxMandateProvider(deps: SandboxMandateDeps): SandboxMandateService {
  const { db, clock, cipher } = deps;
  const secret = webhookSecretLoader(deps);

  /** The row of this reference when it holds these details; CONFLICT when it holds others. */
  function sameMandate(row: SandboxMandateRow, kind: SandboxMandateKind, details: MandateDetails) {
    const stored = {
      reference: row.reference,
      corporateName: row.corporateName,
      utilityCode: row.utilityCode,
      accountHolderName: row.accountHolderName,
      accountNumber: cipher.decrypt(accountNumberContext(row.id), row.accountNumberSealed),
      ifsc: row.ifsc,
      accountType: row.accountType,
      maxAmount: row.maxAmount,
      frequency: row.frequency,
      category: row.category,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      mobile: row.mobile,
      email: row.email,
    } satisfies MandateDetails;
    const same =
      row.kind === kind &&
      (Object.keys(stored) as (keyof MandateDetails)[]).every((key) => stored[key] === details[key]);
    // As the service refuses an idempotency key reused with another body.
    if (!same) throw new AppError('CONFLICT', 'mandate service: reference already used with other details');
    return row;
  }

  function newRow(kind: SandboxMandateKind, details: MandateDetails): NewSandboxMandate {
    const id = newMandateId();
    const { accountNumber, ...rest } = details;
    return {
      ...rest,
      id,
      kind,
      accountNumberSealed: cipher.encrypt(accountNumberContext(id), accountNumber),
      accountNumberLast4: accountNumber.slice(-4),
      createdAt: clock.now(),
    };
  }

  /** Inserts, or finds the mandate a concurrent request under the same reference inserted. */
  async function insertOnce(
    kind: SandboxMandateKind,
    details: MandateDetails,
    insert: () => Promise<SandboxMandateRow | undefined>,
  ): Promise<SandboxMandateRow> {
    const inserted = await insert();
    if (inserted) return inserted;
    const winner = await findMandateByReference(db, details.reference);
    if (!winner) throw new AppError('INTERNAL', 'mandate service: mandate vanished after a conflict');
    return sameMandate(winner, kind, details);
  }

  const linkOf = (row: SandboxMandateRow) => ({
    providerMandateId: row.id,
    authLink: authLinkOf(row.id, row.linkToken ?? ''),
    vendor: sandboxMandateVendor,
  });

  return {
    name: 'sandbox',

    async bankSupport(ifsc) {
      return sandboxBankSupport(ifsc);
    },

    async createEMandate(request) {
      const details = normaliseDetails(request);
      const returnUrl = normaliseReturnUrl(request);
      const support = sandboxBankSupport(details.ifsc);
      if (support.eMandate !== 'live') {
        const why =
          support.eMandate === 'unavailable'
            ? 'no authentication mode enabled (NPCI 486)'
            : 'not certified (NPCI 478)';
        throw new AppError(
          'ENACH_NOT_ELIGIBLE',
          `mandate service: ${sandboxBankName(details.ifsc)} takes no e-mandates now: ${why}`,
        );
      }
      const existing = await findMandateByReference(db, details.reference);
      if (existing) return linkOf(sameMandate(existing, 'e-mandate', details));
      const row = { ...newRow('e-mandate', details), returnUrl, linkToken: randomBytes(16).toString('hex') };
      return linkOf(await insertOnce('e-mandate', details, () => insertMandate(db, row)));
    },

    async submitPaperMandate(request) {
      const details = normaliseDetails(request);
      const existing = await findMandateByReference(db, details.reference);
      if (existing) return { providerMandateId: sameMandate(existing, 'paper', details).id };
      const row = newRow('paper', details);
      const plan = planSettlement('paper', row.accountNumberLast4, row.createdAt);
      const stored = await insertOnce('paper', details, () =>
        insertSettledAndNotify(db, { ...row, ...plan }),
      );
      return { providerMandateId: stored.id };
    },

    async fetchMandate(providerMandateId) {
      const row = await findMandate(db, providerMandateId);
      if (!row) throw notFound('mandate');
      return statusAt(row, clock.now());
    },

    async withdrawMandate(providerMandateId) {
      const withdrawn = await withdrawAndNotify(db, providerMandateId, clock.now());
      if (withdrawn) return;
      const row = await findMandate(db, providerMandateId);
      if (!row) throw notFound('mandate');
      throw new AppError(
        'CONFLICT',
        `mandate service: a ${statusAt(row, clock.now()).status} mandate cannot be withdrawn`,
      );
    },

    ...sandboxDebits(deps),

    async fetchSettlementReport(businessDate) {
      return nachSettlementReport(db, reportDay(businessDate), clock.now());
    },

    parseWebhook(rawBody, headers) {
      const key = secret.current();
      if (key) return parseSignedWebhook(key, rawBody, headers);
      // Not read yet (only a restarted server that has sent nothing meets this): refused now, so
      // the delivery is retried, and read for the next one.
      secret.load().catch(() => undefined);
      return null;
    },

    async deliverDueWebhooks(send) {
      return deliverDueWebhooks(deps, await secret.load(), send);
    },

    webhookSecret: () => secret.load(),
  };
}
