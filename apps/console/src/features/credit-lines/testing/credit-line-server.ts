import {
  backOfficeCreditLinePaths,
  type CreditLineList,
  type CreditLineView,
} from '@kredo/contract/credit-line-servicing';
import type { StaffSession } from '@kredo/contract/staff';

import { pathWith } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { aCreditLine, anOperationsSession, lineId } from './credit-line-fixtures';

export const creditLinePaths = {
  lines: backOfficeCreditLinePaths.lines,
  detail: pathWith(backOfficeCreditLinePaths.line, { lineId }),
  suspension: pathWith(backOfficeCreditLinePaths.suspension, { lineId }),
};

export const creditLinePagePath = `/credit-lines/${lineId}`;

type Options = {
  /** The list's lines; none unless given. */
  lines?: CreditLineList['lines'];
  /** The line's page; each GET answers the next of a list, the last one from then on. */
  detail?: CreditLineView | CreditLineView[];
  /** Answers a POST; by default it answers the line unchanged. */
  onAction?: (call: FetchCall) => Response | Promise<Response> | undefined;
};

/** The back office's credit line routes for one line, and the list. */
export function creditLineServer({ lines = [], detail = aCreditLine(), onAction }: Options = {}) {
  const details = Array.isArray(detail) ? [...detail] : [detail];
  const nextDetail = () => (details.length > 1 ? details.shift() : details[0]);
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === creditLinePaths.lines) return Response.json({ lines });
    if (call.method === 'GET' && call.path === creditLinePaths.detail) return Response.json(nextDetail());
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
