import { randomInt } from 'node:crypto';

import { isAccountNumber, normaliseAccountNumber } from '@kredo/domain/validators/bank-account';
import { isIfsc, normaliseIfsc } from '@kredo/domain/validators/ifsc';

import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PiiCipher } from '../../lib/crypto/pii.ts';
import { isKnownIfsc } from '../../modules/directory/directory.service.ts';
import type { BankAccountValidationRow } from './bank-account-verification.schema.ts';
import type { BankAccountVerificationProvider, ValidationRequest } from './index.ts';
import { sandboxAnswerDelayMs, sandboxBankAnswer } from './sandbox-bank.ts';
import {
  findValidation,
  findValidationByReference,
  insertValidation,
  resultOf,
  settleValidation,
} from './validations.repository.ts';

const referenceIdPattern = /^[A-Za-z0-9_-]{1,40}$/;
const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like the partner's (`fav_` and 14 letters or digits). */
const newValidationId = () =>
  `fav_${Array.from({ length: 14 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;

export const accountNumberContext = (validationId: string) =>
  `bank_account_validations.account_number:${validationId}`;

/** The request as stored and compared; refuses what the partner's API would refuse. */
function normalise(request: ValidationRequest) {
  const accountNumber = normaliseAccountNumber(request.accountNumber);
  const ifsc = normaliseIfsc(request.ifsc);
  const expectedName = request.expectedName.trim().replace(/\s+/g, ' ');
  // Messages name the field, never its value: they reach the logs.
  const refuse = (field: string) => new AppError('VALIDATION_FAILED', `penny drop: malformed ${field}`);
  if (!referenceIdPattern.test(request.referenceId)) throw refuse('reference id');
  if (!isAccountNumber(accountNumber)) throw refuse('account number');
  if (!isIfsc(ifsc)) throw refuse('IFSC');
  if (expectedName.length === 0) throw refuse('expected name');
  return { referenceId: request.referenceId, accountNumber, ifsc, expectedName };
}

type Deps = {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  /** Fixes the bank's answer time (but the slow bank's); 1-3 s per validation otherwise. */
  answerDelayMs?: number;
};

/**
 * The sandbox payout partner. Each validation is a row (bank_account_validations); it stays
 * `created` until the clock passes its answer time, and the first fetch after that settles it
 * with the sandbox bank's answer (sandbox-bank.ts), once. Move the sandbox clock to skip the wait.
 */
export function createSandboxBankAccountVerification(deps: Deps): BankAccountVerificationProvider {
  const { db, clock, cipher } = deps;
  const openNumber = (row: BankAccountValidationRow) =>
    cipher.decrypt(accountNumberContext(row.id), row.accountNumberSealed);

  function sameRequest(row: BankAccountValidationRow, request: ReturnType<typeof normalise>) {
    if (
      row.ifsc === request.ifsc &&
      row.expectedName === request.expectedName &&
      openNumber(row) === request.accountNumber
    )
      return { validationId: row.id, status: row.status };
    // As a payout partner refuses an idempotency key reused with another body.
    throw new AppError('CONFLICT', 'penny drop: reference id already used with other account details');
  }

  return {
    name: 'sandbox',

    async requestValidation(input) {
      const request = normalise(input);
      const existing = await findValidationByReference(db, request.referenceId);
      if (existing) return sameRequest(existing, request);
      const id = newValidationId();
      const inserted = await insertValidation(db, {
        id,
        referenceId: request.referenceId,
        ifsc: request.ifsc,
        accountNumberSealed: cipher.encrypt(accountNumberContext(id), request.accountNumber),
        accountNumberLast3: request.accountNumber.slice(-3),
        expectedName: request.expectedName,
        status: 'created',
        createdAt: clock.now(),
      });
      if (inserted) return { validationId: id, status: 'created' as const };
      // A concurrent request with the same reference inserted first: that one is the validation.
      const winner = await findValidationByReference(db, request.referenceId);
      if (!winner) throw new AppError('INTERNAL', 'penny drop: validation vanished after a conflict');
      return sameRequest(winner, request);
    },

    async fetchValidation(validationId) {
      const row = await findValidation(db, validationId);
      if (!row) throw notFound('penny drop validation');
      if (row.status !== 'created') return resultOf(row);
      const accountNumber = openNumber(row);
      const answersAtMs =
        row.createdAt.getTime() + sandboxAnswerDelayMs(row.id, accountNumber, deps.answerDelayMs);
      if (clock.nowMs() < answersAtMs) return { status: 'created' };
      const answer = sandboxBankAnswer({
        validationId: row.id,
        accountNumber,
        ifscKnown: isKnownIfsc(row.ifsc),
        expectedName: row.expectedName,
      });
      await settleValidation(db, row.id, answer, new Date(answersAtMs));
      const settled = await findValidation(db, row.id);
      return settled ? resultOf(settled) : answer;
    },
  };
}
