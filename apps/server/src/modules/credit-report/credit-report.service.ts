import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { CreditReport } from '@kredo/contract/credit-report';
import { messages } from '@kredo/contract/messages';
import { creditScoreOf } from '@kredo/domain/credit-score';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CreditReport as BureauReport } from '../../providers/credit-bureau/index.ts';
import { latestApplicationBureauReport } from '../underwriting/bureau-reports.ts';
import { findUserById, panContext } from '../users/users.service.ts';
import { creditFactsOf } from './credit-report-facts.ts';
import {
  claimCreditReportPull,
  insertCreditReportPull,
  latestCreditReportPull,
  releaseCreditReportClaim,
} from './credit-report.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock' | 'creditBureau'>;

/** The wording of the consent the generate button shows, by version (docs/decisions.md). */
export const creditReportConsentVersion = 'credit-report-consent-1';

/** Bureaus refresh their data weekly (reference lending-rules §1.6): a newer report is not pulled again. */
const REPORT_FRESH_MS = 7 * 86_400_000;

/** How long a pull's claim holds: far past any bureau answer, so only a stopped server's lapses. */
const CLAIM_MS = 2 * 60_000;
/** How long a second request waits for the pull under way, looking again every `LOOK_MS`. */
const WAIT_MS = 30_000;
const LOOK_MS = 200;

const noReport: CreditReport = {
  totalScore: null,
  Quantitative: null,
  Qualitative: null,
  bureau_data: null,
  generatedAt: null,
};

type LatestReport = { report: BureauReport; pulledAt: Date };

/** The newest bureau report on file: one the borrower asked for, or one an application pulled. */
async function latestBureauReport(deps: Pick<Deps, 'db'>, userId: string): Promise<LatestReport | null> {
  const [own, applied] = await Promise.all([
    latestCreditReportPull(deps.db, userId),
    latestApplicationBureauReport(deps.db, userId),
  ]);
  const candidates: LatestReport[] = [];
  if (own) candidates.push({ report: own.report, pulledAt: own.pulledAt });
  if (applied) {
    const { fetchedAt, ...report } = applied;
    candidates.push({ report, pulledAt: new Date(fetchedAt) });
  }
  return candidates.reduce<LatestReport | null>(
    (newest, candidate) => (newest && newest.pulledAt >= candidate.pulledAt ? newest : candidate),
    null,
  );
}

const bureauDataOf = (report: BureauReport): CreditReport['bureau_data'] =>
  report.kind === 'HIT'
    ? {
        experian_score: report.score,
        accounts_n: report.accounts,
        accounts_open_n: report.activeAccounts,
        total_outstanding_balance: report.outstanding,
        accounts_outstanding_n: report.accountsWithEmi,
      }
    : null;

/** `GET /corleone/credit-score`: the borrower's report, scored now; no score before one is generated. */
export async function creditReportOf(deps: Deps, userId: string): Promise<CreditReport> {
  const latest = await latestBureauReport(deps, userId);
  if (!latest) return noReport;
  const score = creditScoreOf(await creditFactsOf(deps, userId, latest.report));
  return {
    totalScore: score.totalScore,
    Quantitative: score.quantitative,
    Qualitative: score.qualitative,
    bureau_data: bureauDataOf(latest.report),
    generatedAt: latest.pulledAt.toISOString(),
  };
}

const isFresh = (latest: LatestReport | null, now: Date) =>
  latest !== null && now.getTime() - latest.pulledAt.getTime() < REPORT_FRESH_MS;

/**
 * Generating the report with the borrower's consent: their bureau report is pulled with the PAN,
 * name and date of birth on their account, unless one on file is under a week old. One pull at a
 * time per borrower: a second request while one is under way (a double click) waits for its
 * report rather than pulling again (each pull costs a fee and shows as an enquiry on their file).
 */
export async function generateCreditReport(deps: Deps, userId: string): Promise<CreditReport> {
  const waitUntil = deps.clock.now().getTime() + WAIT_MS;
  for (;;) {
    const now = deps.clock.now();
    if (isFresh(await latestBureauReport(deps, userId), now)) return creditReportOf(deps, userId);
    const user = await findUserById(deps.db, userId);
    if (!user?.panSealed || !user.dateOfBirth)
      throw new AppError('CONFLICT', 'credit report needs the PAN and date of birth', {
        userMessage: messages.creditReportNeedsIdentity,
      });
    const reference = randomUUID();
    const claim = { userId, reference, now, until: new Date(now.getTime() + CLAIM_MS) };
    if (await claimCreditReportPull(deps.db, claim)) {
      try {
        // A pull that ended between the look above and the claim is fresh now: not pulled again.
        if (!isFresh(await latestBureauReport(deps, userId), deps.clock.now()))
          await pullReport(deps, user, { pan: user.panSealed, dob: user.dateOfBirth }, reference);
      } finally {
        await releaseCreditReportClaim(deps.db, userId, reference);
      }
      return creditReportOf(deps, userId);
    }
    if (now.getTime() >= waitUntil)
      throw new AppError('PROVIDER_UNAVAILABLE', 'a credit report pull is still under way', {
        retryAfterSeconds: 5,
      });
    await sleep(LOOK_MS);
  }
}

/** Pulls the borrower's bureau report under `id` (the pull's row and the bureau's reference). */
async function pullReport(
  deps: Deps,
  user: { id: string; name: string | null },
  identity: { pan: string; dob: string },
  id: string,
): Promise<void> {
  const report = await deps.creditBureau.pullReport({
    pan: deps.cipher.decrypt(panContext(user.id), identity.pan),
    name: user.name ?? '',
    dob: identity.dob,
    reference: id,
  });
  await insertCreditReportPull(deps.db, {
    id,
    userId: user.id,
    report,
    consentVersion: creditReportConsentVersion,
    pulledAt: deps.clock.now(),
  });
}
