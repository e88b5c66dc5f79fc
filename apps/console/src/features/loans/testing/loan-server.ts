import { backOfficeLoanPaths, type LoanSummary } from '@kredo/contract/loan-servicing';
import type { StaffSession } from '@kredo/contract/staff';

import { pathWith } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';
import type { LoanListView } from '../lib/loan-views';
import { anOperationsSession, anOverdueLoan, loanId } from './loan-fixtures';

export const loanPaths = {
  loans: backOfficeLoanPaths.loans,
  detail: pathWith(backOfficeLoanPaths.loan, { loanId }),
  writeOff: pathWith(backOfficeLoanPaths.writeOff, { loanId }),
};

export const loanPagePath = `/loans/${loanId}`;

type Options = {
  /** Each view's loans; a view not given is empty. */
  views?: Partial<Record<LoanListView, LoanSummary[]>>;
  /** The loan's page; each GET answers the next of a list, the last one from then on. */
  detail?: LoanSummary | LoanSummary[];
  /** Answers a POST; by default it answers the loan unchanged. */
  onAction?: (call: FetchCall) => Response | Promise<Response> | undefined;
};

/** The back office's loan routes for one loan, and the lists' views. */
export function loanServer({ views = {}, detail = anOverdueLoan(), onAction }: Options = {}) {
  const details = Array.isArray(detail) ? [...detail] : [detail];
  const nextDetail = () => (details.length > 1 ? details.shift() : details[0]);
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === loanPaths.loans) {
      const view = new URL(call.url, 'http://localhost').searchParams.get('view') as LoanListView;
      return Response.json({ loans: views[view] ?? [] });
    }
    if (call.method === 'GET' && call.path === loanPaths.detail) return Response.json(nextDetail());
    if (call.method === 'POST') return onAction?.(call) ?? Response.json(details[0]);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

/** The console at `path`, signed in as `session` (operations unless told). */
export function renderAs(path: string, session: StaffSession = anOperationsSession()) {
  saveSession(session);
  return renderConsole(path, { signedIn: false });
}

export const postsTo = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);
