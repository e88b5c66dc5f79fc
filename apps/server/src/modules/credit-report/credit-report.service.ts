import { randomUUID } from 'node:crypto';

import type { CreditReport } from '@kredo/contract/credit-report';
import { messages } from '@kredo/contract/messages';
import { creditScoreOf } from '@kredo/domain/credit-score';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CreditReport as BureauReport } from '../../providers/credit-bureau/index.ts';
import { latestApplicationBureauReport } from '../underwriting/bureau-reports.ts';
import { findUserById, panContext } from '../users/users.service.ts';
import { creditFactsOf } from './credit-report-facts.ts';
import { insertCreditReportPull, latestCreditReportPull } from './credit-report.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock' | 'creditBureau'>;

/** The wording of the consent the generate button shows, by version (docs/decisions.md). */
export const creditReportConsentVersion = 'credit-report-consent-1';

/** Bureaus refresh their data weekly (reference lending-rules §1.6): a newer report is not pulled again. */
const REPORT_FRESH_MS = 7 * 86_400_000;

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

/**
 * Generating the report with the borrower's consent: their bureau report is pulled with the PAN,
 * name and date of birth on their account, unless one on file is under a week old.
 */
export async function generateCreditReport(deps: Deps, userId: string): Promise<CreditReport> {
  const latest = await latestBureauReport(deps, userId);
  const now = deps.clock.now();
  if (latest && now.getTime() - latest.pulledAt.getTime() < REPORT_FRESH_MS)
    return creditReportOf(deps, userId);
  const user = await findUserById(deps.db, userId);
  if (!user?.panSealed || !user.dateOfBirth)
    throw new AppError('CONFLICT', 'credit report needs the PAN and date of birth', {
      userMessage: messages.creditReportNeedsIdentity,
    });
  const id = randomUUID();
  const report = await deps.creditBureau.pullReport({
    pan: deps.cipher.decrypt(panContext(user.id), user.panSealed),
    name: user.name ?? '',
    dob: user.dateOfBirth,
    reference: id,
  });
  await insertCreditReportPull(deps.db, {
    id,
    userId,
    report,
    consentVersion: creditReportConsentVersion,
    pulledAt: deps.clock.now(),
  });
  return creditReportOf(deps, userId);
}
