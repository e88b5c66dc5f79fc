import { messages } from '@kredo/contract/messages';
import { NAME_MATCH_THRESHOLD } from '@kredo/domain/name-match';
import { and, eq, isNull, lt } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { keyedQueue } from '../../lib/jobs.ts';
import type { SettledValidation } from '../../providers/bank-account-verification/index.ts';
import { findUserById } from '../users/users.service.ts';
import { accountNumberContext } from './profile-data.ts';
import type { BankAccountRow } from './profile.repository.ts';
import { bankAccounts } from './profile.schema.ts';

/**
 * The penny drop of a borrower's bank account (spec 001 §2.3 bank details): asked when the details
 * are given after an offer is accepted, then read until the bank answers. A job follows each one,
 * so a restart loses none; new details start a new verification (the old one is left behind).
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'jobs' | 'bankAccountVerification'>;

/** Keyed by the verification's reference: one job queued or running per penny drop. */
export const verifyBankAccountJob = keyedQueue('bank-account-verification');
export type VerifyBankAccountJob = { accountId: string; reference: string };

export type VerificationReason =
  'ACCOUNT_NOT_FOUND' | 'ACCOUNT_CLOSED' | 'NAME_MISMATCH' | 'BANK_DOWN' | 'NO_ANSWER';

/** How long a penny drop may stay unanswered before the borrower is told to try again. */
export const verificationTimeoutMs = 5 * 60 * 1000;
/** How often an unanswered penny drop is read again. */
const pollSeconds = 1;

export const verificationMessages: Record<VerificationReason, string> = {
  ACCOUNT_NOT_FOUND: messages.accountInvalid,
  ACCOUNT_CLOSED: messages.accountClosed,
  NAME_MISMATCH: messages.accountNameMismatch,
  BANK_DOWN: messages.accountBankDown,
  NO_ANSWER: messages.accountBankDown,
};

/** Our idempotency key for the penny drop of these details: new details are a new row id. */
const referenceOf = (row: BankAccountRow) => `ba-${row.id.replaceAll('-', '')}`;

async function accountOf(db: Db, userId: string, purposeType: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.purposeType, purposeType)))
    .limit(1);
  return row;
}

/**
 * Asks for the penny drop of the borrower's account for `purposeType` unless it was asked for
 * already (pending, verified or failed: details given again start afresh). Answers without waiting.
 */
export async function startAccountVerification(
  deps: Deps,
  userId: string,
  purposeType: 'DISBURSAL' | 'NACH',
) {
  const row = await accountOf(deps.db, userId, purposeType);
  if (!row || row.verificationStatus !== null) return;
  const reference = referenceOf(row);
  // Claimed first, so two callers never ask twice for the same details.
  const claimed = await deps.db
    .update(bankAccounts)
    .set({
      verificationStatus: 'PENDING',
      verificationReference: reference,
      verificationReason: null,
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(bankAccounts.id, row.id), isNull(bankAccounts.verificationStatus)))
    .returning({ id: bankAccounts.id });
  if (claimed.length === 0) return;
  await deps.jobs.send<VerifyBankAccountJob>(
    verifyBankAccountJob,
    { accountId: row.id, reference },
    { singletonKey: reference },
  );
}

function outcomeOf(result: SettledValidation): {
  status: 'VERIFIED' | 'FAILED';
  reason: VerificationReason | null;
} {
  if (result.status === 'failed') return { status: 'FAILED', reason: 'BANK_DOWN' };
  if (result.accountStatus === 'invalid')
    return {
      status: 'FAILED',
      reason: result.invalidReason === 'account_closed' ? 'ACCOUNT_CLOSED' : 'ACCOUNT_NOT_FOUND',
    };
  if (result.nameMatchScore < NAME_MATCH_THRESHOLD) return { status: 'FAILED', reason: 'NAME_MISMATCH' };
  return { status: 'VERIFIED', reason: null };
}

/**
 * The job: asks (idempotently, under the reference) and reads the penny drop; records the bank's
 * answer on the account, or reads again shortly. Details changed meanwhile: nothing to do.
 */
export async function runAccountVerification(deps: Deps, job: VerifyBankAccountJob): Promise<void> {
  const [row] = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, job.accountId)).limit(1);
  if (!row || row.verificationReference !== job.reference || row.verificationStatus !== 'PENDING') return;
  const user = await findUserById(deps.db, row.userId);
  const accountNumber = deps.cipher.decrypt(accountNumberContext(row.id), row.accountNumberSealed);
  const settle = async (change: Partial<BankAccountRow>) => {
    await deps.db
      .update(bankAccounts)
      .set({ ...change, updatedAt: deps.clock.now() })
      .where(and(eq(bankAccounts.id, row.id), eq(bankAccounts.verificationReference, job.reference)));
  };
  let result;
  try {
    const asked = await deps.bankAccountVerification.requestValidation({
      referenceId: job.reference,
      accountNumber,
      ifsc: row.ifsc,
      // The account must be the borrower's own: the bank's name is held against the name on file.
      expectedName: user?.name ?? row.beneficiaryName,
    });
    result = await deps.bankAccountVerification.fetchValidation(asked.validationId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
      return settle({ verificationStatus: 'FAILED', verificationReason: 'ACCOUNT_NOT_FOUND' });
    throw error;
  }
  if (result.status === 'created') {
    if (deps.clock.nowMs() - row.updatedAt.getTime() > verificationTimeoutMs)
      return settle({ verificationStatus: 'FAILED', verificationReason: 'NO_ANSWER' });
    // Sent by the running job itself, so queued to run after it.
    await deps.jobs.send(verifyBankAccountJob, job, {
      singletonKey: job.reference,
      afterRunning: true,
      startAfterSeconds: pollSeconds,
    });
    return;
  }
  const outcome = outcomeOf(result);
  const answered = result.status === 'completed' ? result : null;
  await settle({
    verificationStatus: outcome.status,
    verificationReason: outcome.reason,
    verifiedAt: outcome.status === 'VERIFIED' ? deps.clock.now() : null,
    registeredName: answered?.registeredName ?? null,
    nameMatchScore: answered?.nameMatchScore ?? null,
  });
}

/**
 * Queues again every verification pending for over half a minute (its job died with a process,
 * or its poll was lost): a crash loses none. A job of the reference still queued or running
 * makes the send a no-op; a duplicate poll would read the same answer and change nothing.
 */
export async function resumeAccountVerifications(deps: Deps): Promise<number> {
  const pending = await deps.db
    .select({ id: bankAccounts.id, reference: bankAccounts.verificationReference })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.verificationStatus, 'PENDING'),
        lt(bankAccounts.updatedAt, new Date(deps.clock.nowMs() - 30_000)),
      ),
    );
  for (const row of pending)
    if (row.reference)
      await deps.jobs.send<VerifyBankAccountJob>(
        verifyBankAccountJob,
        { accountId: row.id, reference: row.reference },
        { singletonKey: row.reference },
      );
  return pending.length;
}
