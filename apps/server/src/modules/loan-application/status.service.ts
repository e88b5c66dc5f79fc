import { stepProgress } from '@kredo/domain/application-steps';
import { indianDate, type IsoDate } from '@kredo/domain/calendar-date';
import { awaitsPayout } from '@kredo/domain/offer-stage';

import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/database.ts';
import { createChangeCache, type ChangeCache } from '../../lib/change-cache.ts';
import { notFound } from '../../lib/app-error.ts';
import { givenDocumentTypes } from '../documents/documents.service.ts';
import { findProduct } from '../loan-products/loan-products.service.ts';
import { applicationProfileOf } from '../profile/profile.service.ts';
import { maskedAccountOf } from '../mandates/mandate-records.ts';
import type { BankAccountRow } from '../profile/profile.repository.ts';
import { loanApprovalInfoOf } from '../underwriting/underwriting.service.ts';
import { factsOf, standingFrom } from './standing.ts';
import { readStatusRows } from './status.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

export type StatusBody = Awaited<ReturnType<typeof statusOf>>;
export type StatusCache = ChangeCache<StatusBody>;

/**
 * Every screen polls `lam/status` every 5 s: a borrower's answer is kept until a row it is read
 * from changes (the tables' triggers, migration 0070) or the day turns (eligibility counts age
 * by the date), and for a minute at most.
 */
export const createStatusCache = (database: Pick<Database, 'listen'>): StatusCache =>
  createChangeCache(database, { channel: 'kredo_status', capacity: 20_000, lifetimeMs: 60_000 });

/** `lam/status`, as kept or read afresh. */
export function readStatus(deps: Deps & Pick<AppDeps, 'statusCache'>, userId: string): Promise<StatusBody> {
  const today = indianDate(deps.clock.now());
  return deps.statusCache.read(userId, today, () => statusOf(deps, userId, today));
}

/**
 * `lam/status`: the profile, the latest application and where the borrower stands (spec 000 §3.3,
 * §4.3), from one read of the database (status.repository.ts).
 */
async function statusOf(deps: Deps, userId: string, today: IsoDate) {
  const rows = await readStatusRows(deps.db, userId);
  const [first] = rows;
  if (!first) throw notFound('user');
  const profile = applicationProfileOf(deps, {
    user: first.user,
    profileRow: first.profile,
    bankAccounts: rows.flatMap((row) => (row.bankAccount ? [row.bankAccount] : [])),
  });
  const standing = standingFrom(profile, first.placeState ?? undefined, today);
  const facts = factsOf(standing, givenDocumentTypes(first.documentTypes), first.usableStatements);
  const main = stepProgress(facts, 'main');
  const v3 = stepProgress(facts, 'v3');
  const { latest } = first;
  const loanApprovalInfo = loanApprovalInfoOf(first.offer);
  const payout =
    loanApprovalInfo && awaitsPayout({ opportunityStatus: loanApprovalInfo.status })
      ? payoutOf(
          loanApprovalInfo.amount,
          rows.find((row) => row.bankAccount?.purposeType === 'DISBURSAL'),
        )
      : undefined;
  return {
    userId,
    profile: standing.profile.profile,
    userStatus: {
      latestApplicationsStatus: latest
        ? {
            loanApplicationInfo: {
              status: latest.status,
              subStatuses: latest.subStatuses,
              applicationId: latest.id,
              productType: findProduct(latest.productCode)?.productType,
            },
            ...(loanApprovalInfo && { loanApprovalInfo }),
            ...(payout && { payout }),
          }
        : null,
      eligibility: standing.eligibility,
      isServiceable: standing.isServiceable,
      mandatoryCompletionItems: main.steps.filter((step) => !main.completeSteps.includes(step)),
      completionDetails: {
        completePages: main.completeSteps,
        v3CompletePages: v3.completeSteps,
        percent: main.percent,
        v3Percent: v3.percent,
        resumeAt: main.resumeAt ?? null,
        v3ResumeAt: v3.resumeAt ?? null,
      },
    },
  };
}

/**
 * The payout the loan waits for: its amount and the disbursal account it goes to. The opportunity
 * alone says when (`awaitsPayout`): the mandate that lets the lender disburse moves it to
 * DISBURSAL_PENDING in its own transaction (mandates/mandate-moves.ts), so this read needs no
 * mandate of its own.
 */
function payoutOf(amount: number, row: { bankAccount: BankAccountRow | null } | undefined) {
  const account = row?.bankAccount ?? null;
  return {
    amount,
    bankName: account?.bankName ?? null,
    accountNumberMasked: account ? maskedAccountOf(account.accountNumberLast4) : null,
  };
}
