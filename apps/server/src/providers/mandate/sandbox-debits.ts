import { randomInt } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CreatedDebit, DebitRequest, MandateProvider } from './index.ts';
import { findMandate } from './sandbox.repository.ts';
import type { SandboxDebitRow } from './sandbox.schema.ts';
import { cutOffOf, submissionOf } from './sandbox-debit-calendar.ts';
import { debitStatusAt } from './sandbox-debit-timeline.ts';
import { admissibleChargeDate, normaliseDebit } from './sandbox-debit-validation.ts';
import {
  cancelBeforeCutOff,
  findDebit,
  findDebitByReference,
  insertDebit,
} from './sandbox-debits.repository.ts';

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Ids shaped like the service's: `DB` and 14 capitals or digits. */
const newDebitId = () =>
  `DB${Array.from({ length: 14 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;

const createdOf = (row: SandboxDebitRow): CreatedDebit => ({ debitId: row.id, chargeDate: row.chargeDate });

/** The debit of this reference when it was made with this request; CONFLICT when with another. */
function sameDebit(row: SandboxDebitRow, request: DebitRequest): CreatedDebit {
  const same =
    row.mandateId === request.providerMandateId &&
    row.amount === request.amount &&
    row.requestedChargeDate === request.chargeDate &&
    row.description === request.description;
  // As the service refuses an idempotency key reused with another body.
  if (!same)
    throw new AppError('CONFLICT', 'mandate service: debit reference already used with another request');
  return createdOf(row);
}

/**
 * The sandbox's NACH debits (LotusPay's ach_debits): rows of sandbox_mandate_debits, read against
 * the sandbox clock (sandbox-debit-timeline.ts); presented, with their webhooks written, by the
 * delivery sweep (sandbox-debit-presentation.ts). The magic values are in docs/providers.md.
 */
export function sandboxDebits(deps: {
  db: Db;
  clock: Clock;
}): Pick<MandateProvider, 'createDebit' | 'fetchDebit' | 'cancelDebit'> {
  const { db, clock } = deps;
  return {
    async createDebit(request) {
      const debit = normaliseDebit(request);
      // A repeat answers the debit it made, even once its charge date has gone by.
      const existing = await findDebitByReference(db, debit.reference);
      if (existing) return sameDebit(existing, debit);
      const mandate = await findMandate(db, debit.providerMandateId);
      if (!mandate) throw notFound('mandate');
      const now = clock.now();
      const chargeDate = admissibleChargeDate(mandate, debit, now);
      const inserted = await insertDebit(db, {
        id: newDebitId(),
        reference: debit.reference,
        mandateId: mandate.id,
        amount: debit.amount,
        requestedChargeDate: debit.chargeDate,
        chargeDate,
        description: debit.description,
        createdAt: now,
        cutOffAt: cutOffOf(chargeDate),
        submitsAt: submissionOf(chargeDate),
      });
      if (inserted) return createdOf(inserted);
      // A concurrent request under the same reference got there first, or the date is taken.
      const winner = await findDebitByReference(db, debit.reference);
      if (winner) return sameDebit(winner, debit);
      throw new AppError('CONFLICT', 'mandate service: the mandate already has a debit on that charge date');
    },

    async fetchDebit(debitId) {
      const found = await findDebit(db, debitId);
      if (!found) throw notFound('debit');
      return debitStatusAt(found.debit, found.mandate, clock.now());
    },

    async cancelDebit(debitId) {
      const now = clock.now();
      if (await cancelBeforeCutOff(db, debitId, now)) return;
      const found = await findDebit(db, debitId);
      if (!found) throw notFound('debit');
      const { status } = debitStatusAt(found.debit, found.mandate, now);
      throw new AppError(
        'CONFLICT',
        status === 'pending'
          ? 'mandate service: the debit is past its cut-off and cannot be cancelled'
          : `mandate service: a ${status} debit cannot be cancelled`,
      );
    },
  };
}
