import { indianDate, isoDate } from '@kredo/domain/calendar-date';
import type { BureauFacts, StatementFacts } from '@kredo/domain/credit-score-ratings';
import type { CreditFacts } from '@kredo/domain/credit-score';

import type { AppDeps } from '../../app-deps.ts';
import type { CreditReport as BureauReport } from '../../providers/credit-bureau/index.ts';
import { latestStatementAnalysis } from '../bank-statements/bank-statements.service.ts';
import { lineRepaymentDues } from '../credit-lines/line-repayment-record.ts';
import { loanRepaymentDues } from '../loans/repayment-record.ts';
import { lastMobileDataAt } from '../mobile-data/mobile-data.service.ts';
import { loadApplicationProfile } from '../profile/profile.service.ts';

type Deps = Pick<AppDeps, 'db' | 'cipher' | 'clock'>;

/** The profile's optional details (docs/decisions.md): each filled or not. */
function optionalDetailsOf(profile: Awaited<ReturnType<typeof loadApplicationProfile>>): boolean[] {
  const { user, details } = profile;
  return [
    Boolean(user.email),
    (details.alternateMobileNumbers ?? []).length > 0,
    details.education !== undefined,
    details.relationshipStatus !== undefined,
    details.livingWith !== undefined,
    Boolean(details.workEmail),
    Boolean(details.employeeId),
  ];
}

function bureauFactsOf(report: BureauReport): BureauFacts {
  if (report.kind === 'NO_HIT') return report;
  return {
    kind: 'HIT',
    score: report.score,
    overdueAccounts: report.overdueAccounts,
    enquiriesLast6Months: report.enquiriesLast6Months,
  };
}

/**
 * What the credit report reads of the borrower besides the bureau: their dues with us (loans and
 * credit lines), their newest analysed bank statement, their profile and references, and when the
 * mobile app last sent its data. Only facts: no identifier leaves here.
 */
export async function creditFactsOf(deps: Deps, userId: string, bureau: BureauReport): Promise<CreditFacts> {
  const [loanDues, lineDues, statement, profile, appAt] = await Promise.all([
    loanRepaymentDues(deps.db, userId),
    lineRepaymentDues(deps.db, userId),
    latestStatementAnalysis(deps.db, userId),
    loadApplicationProfile(deps, userId),
    lastMobileDataAt(deps.db, userId),
  ]);
  const statementFacts: StatementFacts = statement
    ? { bouncedPayments: statement.analysis.bouncedPayments, channels: statement.analysis.channels ?? null }
    : null;
  const optional = optionalDetailsOf(profile);
  return {
    today: isoDate(deps.clock.businessDate()),
    bureau: bureauFactsOf(bureau),
    repayments: [...loanDues, ...lineDues],
    statement: statementFacts,
    profile: { filled: optional.filter(Boolean).length, total: optional.length },
    appLastSeenOn: appAt ? indianDate(appAt) : null,
    references: profile.references.length,
  };
}
