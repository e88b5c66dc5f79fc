import {
  backOfficeDisbursalPaths,
  type Disbursal,
  type DisbursalQueueView,
} from '@kredo/contract/disbursals';
import type { StaffSession } from '@kredo/contract/staff';

import { pathWith } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';
import type { ReadyOpportunity } from '../api/get-disbursal-queue';
import { aDisbursal, aMakerSession, disbursalId } from './disbursal-fixtures';

export const disbursalPaths = {
  queue: backOfficeDisbursalPaths.queue,
  propose: backOfficeDisbursalPaths.propose,
  detail: pathWith(backOfficeDisbursalPaths.disbursal, { disbursalId }),
  approve: pathWith(backOfficeDisbursalPaths.approve, { disbursalId }),
  reject: pathWith(backOfficeDisbursalPaths.reject, { disbursalId }),
  refresh: pathWith(backOfficeDisbursalPaths.refresh, { disbursalId }),
};

export const disbursalPagePath = `/disbursals/${disbursalId}`;

type Options = {
  ready?: ReadyOpportunity[];
  /** Each view's disbursals; a view not given is empty. */
  views?: Partial<Record<Exclude<DisbursalQueueView, 'ready'>, Disbursal[]>>;
  detail?: Disbursal;
  /** Answers a POST; by default it answers the disbursal unchanged. */
  onAction?: (call: FetchCall) => Response | Promise<Response> | undefined;
};

/** The back office's disbursal routes for one disbursal, and the queue's views. */
export function disbursalServer({ ready = [], views = {}, detail = aDisbursal(), onAction }: Options = {}) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === disbursalPaths.queue) {
      const view = (new URL(call.url, 'http://localhost').searchParams.get('view') ??
        'ready') as DisbursalQueueView;
      return Response.json({
        view,
        ready: view === 'ready' ? ready : [],
        disbursals: view === 'ready' ? [] : (views[view] ?? []),
      });
    }
    if (call.method === 'GET' && call.path === disbursalPaths.detail) return Response.json(detail);
    if (call.method === 'POST') return onAction?.(call) ?? Response.json(detail);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

/** The console at `path`, signed in as `session` (the maker unless told). */
export function renderAs(path: string, session: StaffSession = aMakerSession()) {
  saveSession(session);
  return renderConsole(path, { signedIn: false });
}

export const postsTo = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);
