import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';
import type { useLeaveWarning } from '../lib/use-leave-warning';
import { LeaveWarningDialog } from './leave-warning-dialog';
import { StatementEmailLink } from './statement-email-link';

type StatementFooterProps = {
  /** Statement files read in this visit, for the e-mail's subject. */
  statementCount: number;
  uploadAllowed: boolean;
  warning: ReturnType<typeof useLeaveWarning>;
};

/**
 * What a statement screen ends with: the e-mail option, except for the partner that hides it,
 * and the question asked on Android before leaving.
 */
export function StatementFooter({ statementCount, uploadAllowed, warning }: StatementFooterProps) {
  const { partner } = useBrand();
  return (
    <>
      {!partner.hidesStatementEmail && (
        <StatementEmailLink
          supportEmail={partner.supportEmail}
          userId={readUserId() ?? ''}
          statementCount={statementCount}
          uploadAllowed={uploadAllowed}
        />
      )}
      <LeaveWarningDialog open={warning.asking} onStay={warning.stay} onLeave={warning.leave} />
    </>
  );
}
