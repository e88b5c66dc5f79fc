import { randomUUID } from 'node:crypto';

import {
  consentDeclarations,
  marketplaceSettlementPartner,
  type ConsentDeclaration,
  type OpportunityDetails,
} from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import { isCreditLineStatement } from '@kredo/domain/credit-line-key-facts';
import type { OpportunitySubStatus } from '@kredo/domain/opportunity-lifecycle';
import { and, desc, eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findApplication } from '../loan-application/application-moves.ts';
import { readProfileData } from '../profile/profile.service.ts';
import { toLoanOffer } from '../underwriting/underwriting.service.ts';
import {
  activeOpportunityOf,
  applyOpportunityEvent,
  findOpportunity,
  lockOpportunity,
  type OpportunityRow,
} from '../underwriting/opportunity-moves.ts';
import { loanAccountOfOpportunity } from '../loans/loans.service.ts';
import { opportunityNachOf } from '../mandates/opportunity-nach.ts';
import { agreementFlagsOf, findAgreement } from './agreement-records.ts';
import { consentRecords, postApprovalAnswers } from './consent.schema.ts';
import { currentKfs, isKfsValid, kfsSummaryOf, latestKfs, type KfsRow } from './key-fact-statements.ts';
import { indianDate } from '@kredo/domain/calendar-date';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'jobs'>;

export type ConsentMeta = { ip: string; userAgent: string | null };

/** Statuses in which the borrower's answer is still open, so the KFS must be current. */
export const awaitingAnswer = ['LENDER_APPROVED', 'CUST_CONSENT_PENDING', 'CUST_NOT_INTERESTED'];

/** The borrower's own opportunity; another's is answered as if it did not exist. */
export async function ownOpportunity(db: Db, userId: string, id: string): Promise<OpportunityRow> {
  const row = await findOpportunity(db, id);
  if (!row || row.userId !== userId) throw notFound('opportunity');
  return row;
}

export async function activeOpportunityId(deps: Pick<Deps, 'db'>, userId: string) {
  const row = await activeOpportunityOf(deps.db, userId);
  return { active_opp_id: row?.id ?? null };
}

async function latestConsent(db: Db, opportunityId: string) {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.opportunityId, opportunityId))
    .orderBy(desc(consentRecords.recordedAt))
    .limit(1);
  return row;
}

/** The borrower's document consent: whether a cheque is given; null until answered. */
async function chequeConsentOf(db: Db, opportunityId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ answer: postApprovalAnswers.answer })
    .from(postApprovalAnswers)
    .where(
      and(
        eq(postApprovalAnswers.opportunityId, opportunityId),
        eq(postApprovalAnswers.item, 'DOCUMENT_CONSENT'),
      ),
    )
    .limit(1);
  return row ? row.answer.isChequeAvailable === 'true' : null;
}

/** The opportunity with its terms, its current KFS (issued or renewed here while an answer is open) and schedule. */
export async function opportunityDetails(
  deps: Deps,
  userId: string,
  id: string,
): Promise<OpportunityDetails> {
  const row = await ownOpportunity(deps.db, userId, id);
  const now = deps.clock.now();
  const kfs: KfsRow | undefined = awaitingAnswer.includes(row.status)
    ? await currentKfs(deps.db, row, now)
    : await latestKfs(deps.db, row.id);
  const agreement = await findAgreement(deps.db, row.id);
  const consent = await latestConsent(deps.db, row.id);
  const mandate = await opportunityNachOf(deps, row.id);
  const lenderLoanAcctId =
    row.status === 'DISBURSED' ? await loanAccountOfOpportunity(deps.db, row.id) : null;
  // The offer's terms as the underwriting module states them (the contract's LoanOffer).
  const {
    opportunityId: _opportunityId,
    totalInterest: _totalInterest,
    totalRepayable: _totalRepayable,
    disbursedAmount: _disbursedAmount,
    aprBp: _aprBp,
    createdAt: _createdAt,
    ...terms
  } = toLoanOffer(row);
  return {
    ...terms,
    id: row.id,
    subStatuses: row.subStatuses as OpportunitySubStatus[],
    lenderOpportunityId: row.id,
    lenderLoanAcctId,
    kfs: kfs ? kfsSummaryOf(kfs) : null,
    // A credit line has no schedule: its KFS illustrates a drawdown instead (kfs.creditLine).
    schedule: (kfs && !isCreditLineStatement(kfs.statement) ? kfs.statement.annexC : []).map((r) => ({
      instalmentNo: r.instalmentNumber,
      dueDate: r.dueDate,
      outstandingPrincipal: r.outstandingPrincipal,
      principal: r.principal,
      interest: r.interest,
      instalment: r.instalment,
    })),
    documentsConsentStatus: {
      isChequeAvailable: await chequeConsentOf(deps.db, row.id),
      isNachUploaded: mandate.isNachUploaded,
    },
    esignRequestId: agreement && agreement.status !== 'GENERATING' ? agreement.esignRequestId : null,
    isEsignDone: agreement?.status === 'SIGNED',
    nach: mandate.nach,
    consent: consent
      ? { consent: consent.consent, comment: consent.comment, recordedAt: consent.recordedAt.toISOString() }
      : null,
  };
}

/** An Android webview says so in its user agent ('; wv)'); everything else is the web. */
export function deviceOf(userAgent: string | null): 'android-webview' | 'web' {
  return userAgent && /; wv\)|Android.*Version\/[\d.]+ Chrome/.test(userAgent) ? 'android-webview' : 'web';
}

export type ConsentInput = {
  opportunityId: string;
  consent: boolean;
  comment?: string | null | undefined;
  kfsId?: string | undefined;
  declarations?: ConsentDeclaration[] | undefined;
  language?: 'en' | 'hi' | undefined;
};

const alreadyMarked = () =>
  new AppError('CONFLICT', 'consent is already marked', {
    status: 400,
    userMessage: messages.consentAlreadyMarked,
  });

/**
 * The borrower's answer to the offer (spec 001 §4.4), with its immutable record: the KFS version
 * and digest it was given on, the declarations shown, the language, time, IP and device. An accept
 * on a KFS that is no longer current (expired, or replaced) is refused with 409.
 */
export async function recordConsent(
  deps: Deps,
  userId: string,
  input: ConsentInput,
  meta: ConsentMeta,
): Promise<{ ok: true }> {
  const now = deps.clock.now();
  const owned = await ownOpportunity(deps.db, userId, input.opportunityId);
  const application = await findApplication(deps.db, owned.applicationId);
  const partnerSource = application?.utmSource ?? null;
  if (!input.consent && !input.comment?.trim())
    throw new AppError('VALIDATION_FAILED', 'a decline without its reason', {
      userMessage: messages.selectDenyReason,
      fieldErrors: { comment: [messages.selectDenyReason] },
    });
  const declarations = [...new Set(input.declarations ?? (input.consent ? (['loanTerms'] as const) : []))];
  if (input.consent) {
    const needed: ConsentDeclaration[] =
      partnerSource === marketplaceSettlementPartner ? ['loanTerms', 'marketplaceSettlement'] : ['loanTerms'];
    if (!needed.every((key) => declarations.includes(key)))
      throw new AppError('VALIDATION_FAILED', 'a declaration was not accepted', {
        userMessage: messages.mandatoryFieldStar,
        fieldErrors: { declarations: [messages.mandatoryFieldStar] },
      });
  }
  const selfEmployed =
    (await readProfileData(deps, userId)).financeBasicInfo?.employmentType === 'SELF_EMPLOYED';
  // A KFS renewed now (the old one expired) is written before the answer, so a refusal keeps it.
  const kfs = awaitingAnswer.includes(owned.status) ? await currentKfs(deps.db, owned, now) : undefined;
  await deps.db.transaction(async (tx) => {
    const row = await lockOpportunity(tx, input.opportunityId);
    if (!row) throw notFound('opportunity');
    if (!awaitingAnswer.includes(row.status) || !kfs) throw alreadyMarked();
    if (input.consent && input.kfsId !== undefined && input.kfsId !== kfs.id)
      throw new AppError('CONFLICT', 'consent given on a KFS that is not current', {
        userMessage: messages.kfsExpired,
      });
    if (input.consent && !isKfsValid(kfs, indianDate(now)))
      throw new AppError('CONFLICT', 'the KFS expired', { userMessage: messages.kfsExpired });
    const flags = await agreementFlagsOf(tx, row.id);
    const event = input.consent
      ? ({ type: 'customer-accepts', selfEmployed } as const)
      : ({ type: 'customer-declines' } as const);
    const { result } = await applyOpportunityEvent(tx, row, flags, event, now);
    if (!result.ok) {
      if (result.code === 'CONSENT_ALREADY_MARKED') throw alreadyMarked();
      throw new AppError('CONFLICT', result.reason, { userMessage: messages.offerNotOpen });
    }
    await tx.insert(consentRecords).values({
      id: randomUUID(),
      opportunityId: row.id,
      userId,
      consent: input.consent,
      comment: input.consent ? null : (input.comment ?? null),
      kfsId: kfs.id,
      kfsVersion: kfs.version,
      kfsSha256: kfs.statementSha256,
      declarations: declarations.map((key) => ({ key, text: consentDeclarations[key] })),
      language: input.language ?? 'en',
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      device: deviceOf(meta.userAgent),
      partnerSource,
      recordedAt: now,
    });
  });
  return { ok: true };
}
