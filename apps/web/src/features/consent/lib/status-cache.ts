import type { OpportunityDetails } from '@kredo/contract/consent';
import type { UserStatus } from '../../../lib/user-status';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * lam/status with its offer (`loanApprovalInfo`) as the opportunity's latest answer says: the
 * consent area moves the offer on (the signature, the mandate that lets the lender disburse), and
 * home and My Loans read the offer from lam/status. Answers `status` itself when it already agrees,
 * and undefined when it cannot be written here (no offer in it yet, or another one): then it is
 * only to be asked again.
 */
export function statusWithOpportunity(
  status: UserStatus | undefined,
  opportunity: Pick<OpportunityDetails, 'lenderOpportunityId' | 'status' | 'subStatuses'>,
): UserStatus | undefined {
  if (!status) return status;
  const latest = status.userStatus.latestApplicationsStatus;
  const info = latest?.loanApprovalInfo;
  if (!latest || !info || info.lenderOpportunityId !== opportunity.lenderOpportunityId) return undefined;
  if (info.status === opportunity.status && sameList(info.subStatuses, opportunity.subStatuses))
    return status;
  return {
    ...status,
    userStatus: {
      ...status.userStatus,
      latestApplicationsStatus: {
        ...latest,
        loanApprovalInfo: { ...info, status: opportunity.status, subStatuses: [...opportunity.subStatuses] },
      },
    },
  };
}
