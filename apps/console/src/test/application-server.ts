import type { ApplicationView, AuditEntry, OfferProgress } from '@kredo/contract/back-office';
import { backOfficePaths } from '@kredo/contract/back-office';

import { pathWith } from '../lib/api-client';
import { anApplicationView, applicationId, noOfferProgress } from './fixtures';
import { errorResponse, stubFetch, type FetchCall } from './stub-fetch';

export const paths = {
  view: pathWith(backOfficePaths.application, { applicationId }),
  audit: pathWith(backOfficePaths.audit, { applicationId }),
  requestInformation: pathWith(backOfficePaths.requestInformation, { applicationId }),
  approve: pathWith(backOfficePaths.approve, { applicationId }),
  reject: pathWith(backOfficePaths.reject, { applicationId }),
  offer: pathWith(backOfficePaths.offer, { applicationId }),
  resendEsignCode: pathWith(backOfficePaths.resendEsignCode, { applicationId }),
  cancelOffer: pathWith(backOfficePaths.cancelOffer, { applicationId }),
};

type Options = {
  view?: ApplicationView;
  audit?: AuditEntry[];
  /** The offer's progress; the next read after an action may differ (give a function). */
  offer?: OfferProgress | (() => OfferProgress);
  /** Answers an action; by default it succeeds with the application unchanged. */
  onAction?: (call: FetchCall) => Response | undefined;
  /** Answers any other read first (a document's signed URL). */
  onGet?: (call: FetchCall) => Response | undefined;
};

/** The back office for one application: its view, its audit log, the queue and the actions. */
export function applicationServer({
  view = anApplicationView(),
  audit = [],
  offer = noOfferProgress,
  onAction,
  onGet,
}: Options = {}) {
  return stubFetch((call) => {
    const read = call.method === 'GET' ? onGet?.(call) : undefined;
    if (read) return read;
    if (call.path === paths.view) return Response.json(view);
    if (call.path === paths.audit) return Response.json({ entries: audit });
    if (call.path === paths.offer) return Response.json(typeof offer === 'function' ? offer() : offer);
    if (call.path === backOfficePaths.queue) return Response.json({ items: [], counts: {} });
    if (call.method === 'POST') {
      return (
        onAction?.(call) ??
        Response.json({
          applicationId,
          status: view.application.status,
          subStatuses: view.application.subStatuses,
          offer: null,
        })
      );
    }
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

export const applicationPath = `/applications/${applicationId}`;
