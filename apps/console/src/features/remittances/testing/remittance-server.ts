import { backOfficeRemittancePaths, type Remittance, type RemittanceDue } from '@kredo/contract/remittances';
import type { StaffSession } from '@kredo/contract/staff';

import { saveSession } from '../../../lib/session';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { aMakerSession } from './remittance-fixtures';

type Options = {
  due?: RemittanceDue[];
  remittances?: Remittance[];
  /** Answers a POST; by default the first listed remittance, unchanged. */
  onPost?: (call: FetchCall) => Response | undefined;
};

/** The back office's remittance routes: the due, the list (by status when asked), and the POSTs. */
export function remittanceServer({ due = [], remittances = [], onPost }: Options = {}) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === backOfficeRemittancePaths.due) return Response.json({ due });
    if (call.method === 'GET' && call.path === backOfficeRemittancePaths.list) {
      const status = new URL(call.url, 'http://localhost').searchParams.get('status');
      return Response.json({ remittances: remittances.filter((row) => !status || row.status === status) });
    }
    if (call.method === 'POST') return onPost?.(call) ?? Response.json(remittances[0]);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

/** The console at `path`, signed in as `session` (the maker unless told). */
export function renderAs(path: string, session: StaffSession = aMakerSession()) {
  saveSession(session);
  return renderConsole(path, { signedIn: false });
}

export const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
