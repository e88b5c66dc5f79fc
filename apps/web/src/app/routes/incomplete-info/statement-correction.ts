import { outstandingScreens, type IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getUserStatusQueryOptions } from '../../../lib/user-status';
import { useFinishCorrection } from '../../../features/incomplete-info/lib/use-finish-correction';
import { brandedReturn, safeReturnTo } from '../../../features/kyc/lib/return-to';
import { useBrand } from '../../../lib/brand-context';
import { readUserId } from '../../../lib/session';

/** The bank statement screens' addresses, each carrying the optional `redirectURL` on. */
export function useStatementPaths() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const redirect = safeReturnTo(params.get('redirectURL'));
  const withRedirect = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams({ ...query, ...(redirect ? { redirectURL: redirect } : {}) });
    return brand.path(search.size > 0 ? `${path}?${search.toString()}` : path);
  };
  return {
    redirect,
    picker: withRedirect('/incomplete-info/bank-statement'),
    /** Where the redirect page leads once a statement shared from the bank's pages arrived. */
    received: withRedirect('/incomplete-info/bank-statement', { statement: 'received' }),
    pdf: (bankId: string) => withRedirect('/incomplete-info/bs-pdf-upload', { bankId }),
  };
}

/**
 * Which bank statement sub-status sets the modes (spec 000 §4.8): net banking that failed (PDF
 * only) before the PDF/aggregator one; the others leave the bank's own modes.
 */
export function modeSubStatus(subStatuses: readonly IncompleteInfoSubStatus[]): string | undefined {
  return (['BS_NET_BANKING', 'BS_PDF_NET_AA'] as const).find((subStatus) => subStatuses.includes(subStatus));
}

/**
 * The end of the bank statement correction: every outstanding statement sub-status settled, then
 * the list, or the `redirectURL` (a path in this app) when the screen was opened with one. A
 * refused settle leaves the borrower where they are, as the list does.
 */
export function useFinishStatement() {
  const { finish, isPending } = useFinishCorrection('bank-statement');
  const { redirect } = useStatementPaths();
  const navigate = useNavigate();
  const brand = useBrand();
  const queryClient = useQueryClient();

  const finishStatement = useCallback(async () => {
    await finish();
    if (!redirect) return;
    const status = queryClient.getQueryData(getUserStatusQueryOptions(readUserId() ?? '').queryKey);
    const info = status?.userStatus.latestApplicationsStatus?.loanApplicationInfo;
    const left =
      info?.status === 'INCOMPLETE_INFO' &&
      outstandingScreens(info.subStatuses).some((entry) => entry.screen === 'bank-statement');
    if (!left) void navigate(brandedReturn(redirect, brand.segment, brand.path), { replace: true });
  }, [finish, redirect, queryClient, navigate, brand.segment, brand.path]);

  return { finishStatement, isPending };
}
