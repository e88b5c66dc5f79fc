import { randomUUID } from 'node:crypto';

import type { BankValidation, VerifyBankAccountBody } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { NAME_MATCH_THRESHOLD } from '@kredo/domain/name-match';
import { and, desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ValidationResult } from '../../providers/bank-account-verification/index.ts';
import { ownGoldUser, type GoldUserRow } from './gold-users.ts';
import { goldBankAccounts } from './gold.schema.ts';

export type BankDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'bankAccountVerification'>;
export type GoldBankAccountRow = typeof goldBankAccounts.$inferSelect;

export const goldAccountContext = (id: string) => `gold_bank_accounts.account_number:${id}`;
const accountHashPurpose = 'gold-bank-account';

/**
 * The account a customer's gold sells are paid to (spec 002 §4 Gold sell, §5 Gold bank details):
 * verified by a penny drop in the gold user's name under the row's id. The screen asks again
 * while the answer is null; asking again with the same details reads the same penny drop.
 */
function viewOf(row: GoldBankAccountRow): BankValidation {
  const status = row.status === 'PENDING' ? null : (row.status as 'SUCCESS' | 'FAILED');
  return {
    status,
    bankAccount:
      status === 'SUCCESS'
        ? {
            accountNumber: `XXXXXX${row.accountNumberLast4}`,
            ifsc: row.ifsc,
            bankName: row.bankName,
            beneficiaryName: row.beneficiaryName,
          }
        : null,
  };
}

/** What the penny drop answered, as the row records it; null while it is under way. */
function settlementOf(result: ValidationResult) {
  if (result.status === 'created') return null;
  if (result.status === 'failed' || result.accountStatus !== 'active')
    return { status: 'FAILED', registeredName: null, nameMatches: false };
  const nameMatches = result.nameMatchScore >= NAME_MATCH_THRESHOLD;
  return { status: nameMatches ? 'SUCCESS' : 'FAILED', registeredName: result.registeredName, nameMatches };
}

async function readPennyDrop(deps: BankDeps, row: GoldBankAccountRow, goldUser: GoldUserRow) {
  let result: ValidationResult;
  try {
    const asked = await deps.bankAccountVerification.requestValidation({
      referenceId: row.id,
      accountNumber: deps.cipher.decrypt(goldAccountContext(row.id), row.accountNumberSealed),
      ifsc: row.ifsc,
      // Paid to the customer's own account only: the bank's name is held against the gold user's.
      expectedName: goldUser.name,
    });
    result = await deps.bankAccountVerification.fetchValidation(asked.validationId);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'VALIDATION_FAILED')) throw error;
    result = { status: 'failed', source: 'business', reason: error.message };
  }
  const settled = settlementOf(result);
  if (!settled) return row;
  const [updated] = await deps.db
    .update(goldBankAccounts)
    .set({ ...settled, settledAt: deps.clock.now() })
    .where(and(eq(goldBankAccounts.id, row.id), eq(goldBankAccounts.status, 'PENDING')))
    .returning();
  return updated ?? row;
}

export async function verifyGoldBankAccount(
  deps: BankDeps,
  userId: string,
  body: VerifyBankAccountBody,
): Promise<BankValidation> {
  const goldUser = await ownGoldUser(deps.db, userId);
  const hash = deps.cipher.hash(accountHashPurpose, body.account_number);
  const [existing] = await deps.db
    .select()
    .from(goldBankAccounts)
    .where(
      and(
        eq(goldBankAccounts.goldUserId, goldUser.id),
        eq(goldBankAccounts.accountNumberHash, hash),
        eq(goldBankAccounts.ifsc, body.ifsc),
      ),
    )
    .orderBy(desc(goldBankAccounts.createdAt))
    .limit(1);
  // A failed check is final for its details; a new try of the same details is a new penny drop.
  if (existing && existing.status !== 'FAILED')
    return viewOf(existing.status === 'PENDING' ? await readPennyDrop(deps, existing, goldUser) : existing);
  const id = randomUUID();
  const [row] = await deps.db
    .insert(goldBankAccounts)
    .values({
      id,
      goldUserId: goldUser.id,
      accountNumberSealed: deps.cipher.encrypt(goldAccountContext(id), body.account_number),
      accountNumberHash: hash,
      accountNumberLast4: body.account_number.slice(-4),
      ifsc: body.ifsc,
      bankName: body.bank_name?.trim() || body.ifsc.slice(0, 4),
      beneficiaryName: body.beneficiary_name?.trim() || goldUser.name,
      status: 'PENDING',
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!row) throw new Error('gold bank account not written');
  return viewOf(await readPennyDrop(deps, row, goldUser));
}

/** The account a sell's CONFIRM names: the gold user's verified one, by its number or masked form. */
export async function payoutAccountFor(
  deps: BankDeps,
  goldUserId: string,
  given: { accountNumber: string; ifsc: string },
): Promise<GoldBankAccountRow> {
  const rows = await deps.db
    .select()
    .from(goldBankAccounts)
    .where(and(eq(goldBankAccounts.goldUserId, goldUserId), eq(goldBankAccounts.status, 'SUCCESS')))
    .orderBy(desc(goldBankAccounts.createdAt));
  const masked = /^X+\d{4}$/i.test(given.accountNumber);
  const hash = deps.cipher.hash(accountHashPurpose, given.accountNumber);
  const account = rows.find(
    (row) =>
      row.ifsc === given.ifsc &&
      (masked ? row.accountNumberLast4 === given.accountNumber.slice(-4) : row.accountNumberHash === hash),
  );
  if (!account)
    throw new AppError('VALIDATION_FAILED', 'not a verified gold payout account', {
      userMessage: messages.goldBankNotVerified,
    });
  return account;
}
