import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/database.ts';
import { bankAccountValidations, type BankAccountValidationRow } from './bank-account-verification.schema.ts';
import type { SettledValidation, ValidationResult } from './index.ts';

type NewValidation = typeof bankAccountValidations.$inferInsert;

/** The new row, or undefined when a validation under the same reference got there first. */
export async function insertValidation(
  db: Db,
  row: NewValidation,
): Promise<BankAccountValidationRow | undefined> {
  const [inserted] = await db
    .insert(bankAccountValidations)
    .values(row)
    .onConflictDoNothing({ target: bankAccountValidations.referenceId })
    .returning();
  return inserted;
}

export async function findValidation(db: Db, id: string): Promise<BankAccountValidationRow | undefined> {
  const [row] = await db.select().from(bankAccountValidations).where(eq(bankAccountValidations.id, id));
  return row;
}

export async function findValidationByReference(
  db: Db,
  referenceId: string,
): Promise<BankAccountValidationRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccountValidations)
    .where(eq(bankAccountValidations.referenceId, referenceId));
  return row;
}

/** Records the answer once: a validation already settled (by a concurrent fetch) keeps its own. */
export async function settleValidation(
  db: Db,
  id: string,
  result: SettledValidation,
  settledAt: Date,
): Promise<void> {
  const columns =
    result.status === 'failed'
      ? { failureSource: result.source, failureReason: result.reason }
      : {
          accountStatus: result.accountStatus,
          invalidReason: result.accountStatus === 'invalid' ? result.invalidReason : null,
          registeredName: result.registeredName,
          nameMatchScore: result.nameMatchScore,
          utr: result.utr,
        };
  await db
    .update(bankAccountValidations)
    .set({ status: result.status, settledAt, ...columns })
    .where(and(eq(bankAccountValidations.id, id), eq(bankAccountValidations.status, 'created')));
}

/** The stored validation as the provider answers it. */
export function resultOf(row: BankAccountValidationRow): ValidationResult {
  if (row.status === 'created') return { status: 'created' };
  if (row.status === 'failed')
    return {
      status: 'failed',
      source: row.failureSource ?? 'internal',
      reason: row.failureReason ?? 'unknown',
    };
  if (row.accountStatus === 'active')
    return {
      status: 'completed',
      accountStatus: 'active',
      registeredName: row.registeredName ?? '',
      nameMatchScore: row.nameMatchScore ?? 0,
      utr: row.utr ?? '',
    };
  return {
    status: 'completed',
    accountStatus: 'invalid',
    invalidReason: row.invalidReason === 'account_closed' ? 'account_closed' : 'account_not_found',
    registeredName: null,
    nameMatchScore: null,
    utr: null,
  };
}
