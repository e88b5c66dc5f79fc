import {
  backOfficeMandatePaths,
  type MandateDetail,
  type MandateQueueItem,
  type MandateQueueView,
} from '@kredo/contract/mandates';

import { pathWith } from '../lib/api-client';
import { saveSession } from '../lib/session';
import { aMandateDetail, anOperationsSession, mandateId } from './mandate-fixtures';
import { renderConsole } from './render-console';
import { errorResponse, stubFetch, type FetchCall } from './stub-fetch';

export const mandatePaths = {
  queue: backOfficeMandatePaths.queue,
  detail: pathWith(backOfficeMandatePaths.mandate, { mandateId }),
  scanUrl: pathWith(backOfficeMandatePaths.scanUrl, { mandateId }),
  accept: pathWith(backOfficeMandatePaths.accept, { mandateId }),
  reject: pathWith(backOfficeMandatePaths.reject, { mandateId }),
  cancel: pathWith(backOfficeMandatePaths.cancel, { mandateId }),
  refresh: pathWith(backOfficeMandatePaths.refresh, { mandateId }),
  collectedScan: pathWith(backOfficeMandatePaths.collectedScan, { mandateId }),
};

export const mandatePagePath = `/mandates/${mandateId}`;

type Options = {
  /** Each view's items; a view not given is empty. */
  views?: Partial<Record<MandateQueueView, MandateQueueItem[]>>;
  counts?: Partial<Record<MandateQueueView, number>>;
  detail?: MandateDetail;
  /** Answers an action; by default it answers the mandate unchanged. */
  onAction?: (call: FetchCall) => Response | Promise<Response> | undefined;
  /** Answers any other read first (the scan's signed URL). */
  onGet?: (call: FetchCall) => Response | undefined;
};

/** The back office's mandate routes for one mandate, and its queue. */
export function mandateServer({
  views = {},
  counts,
  detail = aMandateDetail(),
  onAction,
  onGet,
}: Options = {}) {
  return stubFetch((call) => {
    const read = call.method === 'GET' ? onGet?.(call) : undefined;
    if (read) return read;
    if (call.method === 'GET' && call.path === mandatePaths.queue) {
      const view = (new URL(call.url, 'http://localhost').searchParams.get('view') ??
        'scans') as MandateQueueView;
      return Response.json({
        items: views[view] ?? [],
        counts: {
          scans: views.scans?.length ?? 0,
          appointments: views.appointments?.length ?? 0,
          stuck: views.stuck?.length ?? 0,
          rejected: views.rejected?.length ?? 0,
          ...counts,
        },
      });
    }
    if (call.method === 'GET' && call.path === mandatePaths.detail) return Response.json(detail);
    if (call.method === 'POST') return onAction?.(call) ?? Response.json(detail);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

/** The console at `path`, signed in as a member of operations. */
export function renderAsOperations(path: string) {
  saveSession(anOperationsSession());
  return renderConsole(path, { signedIn: false });
}
