import { randomUUID } from 'node:crypto';

import { findLender } from '@kredo/contract/lenders';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { borrowerMaySupersede, type MandateMode } from '@kredo/domain/mandate-lifecycle';
import { mandateTerms, type RepaymentMode } from '@kredo/domain/repayment-modes';
import { paise } from '@kredo/domain/money';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { latestKfs } from '../consent/key-fact-statements.ts';
import { ownOpportunity } from '../consent/consent.service.ts';
import { findProduct } from '../loan-products/product-catalogue.ts';
import { accountNumberContext as profileAccountContext, bankAccountsOf } from '../profile/profile.service.ts';
import type { BankAccountRow } from '../profile/profile.repository.ts';
import { lockOpportunity, type OpportunityRow } from '../underwriting/opportunity-moves.ts';
import { findUserById } from '../users/users.service.ts';
import { lenderNachOf } from './lender-nach.ts';
import { applyMandateEvent, stateOf } from './mandate-moves.ts';
import {
  accountNumberContext,
  insertMandate,
  liveMandateOf,
  lockMandate,
  type MandateRow,
} from './mandate-records.ts';

export type MandateDeps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'blobs' | 'mandate'>;

/** The answer for a borrower with no verified NACH account: the web reads 'bankAccounts not found'. */
export const bankAccountsMissing = () =>
  new AppError('NOT_FOUND', 'bankAccounts not found for the NACH purpose', {
    userMessage: 'bankAccounts not found',
  });

const notAwaited = (status: string) =>
  new AppError('CONFLICT', `the opportunity is ${status}, not awaiting a mandate`, {
    userMessage: messages.mandateNotAwaited,
  });

/** The opportunity's next step is the repayment mandate (§4.2 REPAY_INST_PENDING, every earlier step done). */
export function awaitsMandate(row: OpportunityRow): boolean {
  return row.status === 'CUST_CONSENT_GIVEN' && row.subStatuses[0] === 'REPAY_INST_PENDING';
}

export async function opportunityAwaitingMandate(db: Db, userId: string, opportunityId: string) {
  const row = await ownOpportunity(db, userId, opportunityId);
  if (!awaitsMandate(row)) throw notAwaited(row.status);
  return row;
}

export function productModesOf(row: OpportunityRow): readonly RepaymentMode[] {
  return findProduct(row.productCode)?.repaymentModes ?? [];
}

export function assertModeOffered(row: OpportunityRow, modes: readonly RepaymentMode[]): void {
  const offered = productModesOf(row);
  if (!modes.some((mode) => offered.includes(mode)))
    throw new AppError('CONFLICT', `${modes.join('/')} is not offered for ${row.productCode}`, {
      userMessage: messages.mandateModeNotOffered,
    });
}

/** The post-approval form's NACH account, verified by its penny drop. */
export async function nachAccountOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<BankAccountRow> {
  const account = (await bankAccountsOf(deps, userId)).find(
    (a) => a.purposeType === 'NACH' && a.verificationStatus === 'VERIFIED',
  );
  if (!account) throw bankAccountsMissing();
  return account;
}

/** A new attempt's row: the account, the lender's codes and the terms of §3.2, as the form prints them. */
async function newMandateRow(
  deps: MandateDeps,
  row: OpportunityRow,
  mode: MandateMode,
  collection: 'UPLOAD' | 'AGENT' | null,
) {
  const account = await nachAccountOf(deps, row.userId);
  const kfs = await latestKfs(deps.db, row.id);
  const lastDue = kfs?.statement.annexC.at(-1)?.dueDate;
  if (!lastDue) throw new AppError('CONFLICT', `opportunity ${row.id} has no schedule`);
  const now = deps.clock.now();
  const terms = mandateTerms({
    instalment: paise(row.installmentPaise),
    today: isoDate(deps.clock.businessDate()),
    lastDueDate: isoDate(lastDue),
  });
  const lender = lenderNachOf(row.lenderId);
  const id = randomUUID();
  const accountNumber = deps.cipher.decrypt(profileAccountContext(account.id), account.accountNumberSealed);
  return {
    id,
    opportunityId: row.id,
    userId: row.userId,
    lenderId: row.lenderId,
    mode,
    collection,
    status: 'PENDING',
    bankAccountId: account.id,
    bankName: account.bankName,
    ifsc: account.ifsc,
    accountType: account.accountType,
    accountHolderName: account.beneficiaryName,
    accountNumberSealed: deps.cipher.encrypt(accountNumberContext(id), accountNumber),
    accountNumberLast4: account.accountNumberLast4,
    maxAmountPaise: terms.maxAmount,
    frequency: terms.frequency,
    category: terms.category,
    validFrom: terms.validFrom,
    validUntil: terms.validUntil,
    utilityCode: lender.utilityCode,
    sponsorBankCode: lender.sponsorBankCode,
    statusChangedAt: now,
    createdAt: now,
    updatedAt: now,
  } satisfies Parameters<typeof insertMandate>[1];
}

/**
 * The attempt the borrower's choice works on, in one transaction under the opportunity's lock:
 * the live attempt when it is already of this kind and still waiting for them (`reuse`); else a
 * new one, after setting aside a live attempt they may still change their mind on. A mandate a
 * bank already holds is not set aside by the borrower. Answers the attempt set aside, whose link
 * the caller withdraws at the provider once committed.
 */
export async function attemptFor(
  deps: MandateDeps,
  row: OpportunityRow,
  mode: MandateMode,
  collection: 'UPLOAD' | 'AGENT' | null,
  reuse: (live: MandateRow) => boolean,
): Promise<{ mandate: MandateRow; setAside: MandateRow | null; created: boolean }> {
  const fresh = await newMandateRow(deps, row, mode, collection);
  return deps.db.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx, row.id);
    if (!opportunity || !awaitsMandate(opportunity)) throw notAwaited(opportunity?.status ?? 'gone');
    const live = await liveMandateOf(tx, row.id);
    if (live && reuse(live)) return { mandate: live, setAside: null, created: false };
    let setAside: MandateRow | null = null;
    if (live) {
      if (!borrowerMaySupersede(stateOf(live)))
        throw new AppError('CONFLICT', `mandate ${live.id} is ${live.status}`, {
          userMessage: messages.mandateBeingRegistered,
        });
      const locked = (await lockMandate(tx, live.id)) ?? live;
      const moved = await applyMandateEvent(
        tx,
        locked,
        { type: 'cancelled', reason: 'superseded' },
        { actor: 'borrower', now: deps.clock.now(), note: `replaced by a ${mode} attempt` },
      );
      setAside = moved.row;
    }
    const mandate = await insertMandate(tx, fresh);
    return { mandate, setAside, created: true };
  });
}

/** Withdraws a set-aside e-mandate's link at the provider; a failure is left for the sweep. */
export async function withdrawAtProvider(
  deps: MandateDeps,
  mandate: MandateRow | null,
  report: (error: unknown) => void = () => {},
): Promise<void> {
  if (!mandate?.providerMandateId || mandate.mode !== 'ENACH') return;
  try {
    await deps.mandate.withdrawMandate(mandate.providerMandateId);
  } catch (error) {
    report(error);
  }
}

/** The mandate's reference with the provider: its id without dashes (32 letters and digits). */
export const mandateReference = (mandateId: string) => mandateId.replace(/-/g, '').toUpperCase();

/** The mandate's details as the provider and the paper form take them. */
export async function mandateDetailsOf(deps: Pick<AppDeps, 'db' | 'cipher'>, mandate: MandateRow) {
  const user = await findUserById(deps.db, mandate.userId);
  return {
    reference: mandateReference(mandate.id),
    corporateName: findLender(mandate.lenderId)?.legalName ?? String(mandate.lenderId),
    utilityCode: mandate.utilityCode,
    accountHolderName: mandate.accountHolderName,
    accountNumber: deps.cipher.decrypt(accountNumberContext(mandate.id), mandate.accountNumberSealed),
    ifsc: mandate.ifsc,
    accountType: (mandate.accountType === 'CURRENT' ? 'CURRENT' : 'SAVINGS') as 'SAVINGS' | 'CURRENT',
    maxAmount: mandate.maxAmountPaise,
    frequency: mandate.frequency as 'MNTH',
    category: mandate.category,
    validFrom: mandate.validFrom,
    validUntil: mandate.validUntil,
    mobile: user?.mobile ?? '',
    email: user?.email ?? null,
  };
}
