import { randomUUID } from 'node:crypto';

import { findLender } from '@kredo/contract/lenders';
import { messages } from '@kredo/contract/messages';
import { isoDate, type IsoDate } from '@kredo/domain/calendar-date';
import { billDueDate, nextBillDate } from '@kredo/domain/credit-line-billing';
import { isCreditLineStatement } from '@kredo/domain/credit-line-key-facts';
import { lineExpiresOn } from '@kredo/domain/credit-line-terms';
import { borrowerMaySupersede, type MandateMode } from '@kredo/domain/mandate-lifecycle';
import { mandateTerms, type RepaymentMode } from '@kredo/domain/repayment-modes';
import { paise, type Paise } from '@kredo/domain/money';
import { and, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StoredKeyFactStatement } from '../consent/consent-records.ts';
import { offersCreditLine } from '../consent/credit-line-offer-terms.ts';
import { latestKfs } from '../consent/key-fact-statements.ts';
import { ownOpportunity } from '../consent/consent.service.ts';
import { bankNameOf } from '../directory/directory.service.ts';
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
  latestPaperMandateOf,
  liveMandateOf,
  lockMandate,
  updateMandate,
  type MandateRow,
} from './mandate-records.ts';
import { nachAppointments } from './mandates.schema.ts';

export type MandateDeps = Pick<AppDeps, 'mode' | 'db' | 'clock' | 'cipher' | 'blobs' | 'mandate'>;

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

/**
 * What a mandate's maximum and validity are drawn from. A term loan's: its instalment, up to its
 * last due date. A credit line's: its limit (a bill may ask for all of it with the month's
 * interest and fees, so the mandate's maximum, twice this, covers the largest bill), up to the
 * due date of the first bill after the line's expiry, were it opened today.
 */
function mandateBasisOf(row: OpportunityRow, statement: StoredKeyFactStatement, today: IsoDate) {
  const lineBasis = (limit: Paise, tenureMonths: number) => ({
    instalment: limit,
    lastDueDate: billDueDate(nextBillDate(lineExpiresOn(today, tenureMonths))),
  });
  if (isCreditLineStatement(statement))
    return lineBasis(statement.partOne.limit, statement.partOne.tenureMonths);
  // A line offered before lines had a KFS of their own: its offer's limit and tenure.
  if (offersCreditLine(row)) return lineBasis(paise(row.amountPaise), row.tenureMonths);
  const lastDue = statement.annexC.at(-1)?.dueDate;
  if (!lastDue) throw new Error(`KFS ${statement.proposalNumber} has no schedule`);
  return { instalment: paise(row.installmentPaise), lastDueDate: isoDate(lastDue) };
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
  if (!kfs) throw new AppError('CONFLICT', `opportunity ${row.id} has no KFS`);
  const today = isoDate(deps.clock.businessDate());
  const terms = mandateTerms({ ...mandateBasisOf(row, kfs.statement, today), today });
  const lender = lenderNachOf(row.lenderId);
  const id = randomUUID();
  const accountNumber = deps.cipher.decrypt(profileAccountContext(account.id), account.accountNumberSealed);
  const user = await findUserById(deps.db, row.userId);
  // A paper form already issued for this account is the one the borrower signs: a new attempt
  // (after a rejection, or an agent's visit instead of an upload) keeps its terms and its file.
  const paper = mode === 'PNACH' ? await latestPaperMandateOf(deps.db, row.id) : undefined;
  const sameForm = paper?.bankAccountId === account.id ? paper : undefined;
  return {
    id,
    opportunityId: row.id,
    userId: row.userId,
    lenderId: row.lenderId,
    mode,
    collection,
    status: 'PENDING',
    bankAccountId: account.id,
    bankName: account.bankName ?? bankNameOf(account.ifsc) ?? null,
    ifsc: account.ifsc,
    accountType: account.accountType,
    accountHolderName: account.beneficiaryName,
    accountNumberSealed: deps.cipher.encrypt(accountNumberContext(id), accountNumber),
    accountNumberLast4: account.accountNumberLast4,
    maxAmountPaise: sameForm?.maxAmountPaise ?? terms.maxAmount,
    frequency: terms.frequency,
    category: terms.category,
    validFrom: sameForm?.validFrom ?? terms.validFrom,
    validUntil: sameForm?.validUntil ?? terms.validUntil,
    formDocumentId: sameForm?.formDocumentId ?? null,
    mobile: user?.mobile ?? null,
    email: user?.email ?? null,
    utilityCode: lender.utilityCode,
    sponsorBankCode: lender.sponsorBankCode,
  };
}

export type AttemptOptions = {
  /** The live attempt already is what the borrower chose: work on it. */
  reuse: (live: MandateRow) => boolean;
  /** Whether this choice may set the live attempt aside (within what the borrower may set aside). */
  mayReplace?: (live: MandateRow) => boolean;
  /** Work on the attempt in the same transaction (a scan's move), so a failure leaves nothing half done. */
  within?: (tx: Db, mandate: MandateRow) => Promise<MandateRow>;
};

/**
 * The attempt the borrower's choice works on, in one transaction holding the opportunity, then
 * the mandate: the live attempt when `reuse` says it is already the one; else a new one, after
 * setting aside a live attempt the borrower may still change their mind on (never one a bank
 * holds). Answers the attempt set aside, whose link the caller withdraws at the provider.
 */
export async function attemptFor(
  deps: MandateDeps,
  row: OpportunityRow,
  mode: MandateMode,
  collection: 'UPLOAD' | 'AGENT' | null,
  options: AttemptOptions,
): Promise<{ mandate: MandateRow; setAside: MandateRow | null }> {
  const fresh = await newMandateRow(deps, row, mode, collection);
  return deps.db.transaction(async (tx) => {
    const opportunity = await lockOpportunity(tx, row.id);
    if (!opportunity || !awaitsMandate(opportunity)) throw notAwaited(opportunity?.status ?? 'gone');
    const found = await liveMandateOf(tx, row.id);
    const live = found ? await lockMandate(tx, found.id) : undefined;
    const now = deps.clock.now();
    if (live && options.reuse(live)) {
      const mandate = options.within ? await options.within(tx, live) : live;
      return { mandate, setAside: null };
    }
    let setAside: MandateRow | null = null;
    if (live) {
      if (!borrowerMaySupersede(stateOf(live)) || !(options.mayReplace?.(live) ?? true))
        throw new AppError('CONFLICT', `mandate ${live.id} is ${live.status}`, {
          userMessage: messages.mandateBeingRegistered,
        });
      const moved = await applyMandateEvent(
        tx,
        live,
        { type: 'cancelled', reason: 'superseded' },
        { actor: 'borrower', now, note: `replaced by a ${mode} attempt` },
      );
      await tx
        .update(nachAppointments)
        .set({ status: 'CANCELLED', updatedAt: now })
        .where(and(eq(nachAppointments.mandateId, live.id), eq(nachAppointments.status, 'BOOKED')));
      setAside = moved.row;
    }
    const inserted = await insertMandate(tx, {
      ...fresh,
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const mandate = options.within ? await options.within(tx, inserted) : inserted;
    return { mandate, setAside };
  });
}

/**
 * Withdraws a set-aside e-mandate's link at the provider and notes when; a failure is left for the
 * mandate sweep, which tries again until it is noted (`resumeMandates`). A provider that refuses
 * because the mandate is no longer pending has nothing to withdraw: its report will tell.
 */
export async function withdrawAtProvider(
  deps: MandateDeps,
  mandate: MandateRow | null,
  report: (error: unknown) => void = () => {},
): Promise<void> {
  if (!mandate?.providerMandateId || mandate.mode !== 'ENACH' || mandate.providerWithdrawnAt) return;
  try {
    await deps.mandate.withdrawMandate(mandate.providerMandateId);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) {
      report(error);
      return;
    }
  }
  await updateMandate(deps.db, mandate.id, { providerWithdrawnAt: deps.clock.now() });
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
    mobile: mandate.mobile ?? user?.mobile ?? '',
    email: mandate.mobile ? mandate.email : (user?.email ?? null),
  };
}
