import {
  backOfficeGoldPaths,
  type GoldBreak,
  type GoldOrderRow,
  type GoldPayoutRow,
} from '@kredo/contract/gold-back-office';
import type { StaffSession } from '@kredo/contract/staff';

import { saveSession } from '../../../lib/session';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { anOperationsSession } from './gold-fixtures';

type Options = {
  orders?: GoldOrderRow[];
  /** The server kept only the newest orders. */
  truncated?: boolean;
  payouts?: GoldPayoutRow[];
  breaks?: GoldBreak[];
  /** Answers a POST; by default 404. */
  onPost?: (call: FetchCall) => Response | Promise<Response> | undefined;
};

/**
 * The back office's gold routes: the orders (by state, AWAITING_VENDOR being paid or confirming,
 * and by kind, as the server filters them), the payouts, the breaks, and the POSTs.
 */
export function goldServer({
  orders = [],
  truncated = false,
  payouts = [],
  breaks = [],
  onPost,
}: Options = {}) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === backOfficeGoldPaths.orders) {
      const search = new URL(call.url, 'http://localhost').searchParams;
      const status = search.get('status');
      const kind = search.get('kind');
      const states = status === 'AWAITING_VENDOR' ? ['PAID', 'CONFIRMING'] : status ? [status] : undefined;
      const shown = orders.filter(
        (order) => (!states || states.includes(order.status)) && (!kind || order.kind === kind),
      );
      return Response.json({ orders: shown, truncated });
    }
    if (call.method === 'GET' && call.path === backOfficeGoldPaths.payouts) return Response.json({ payouts });
    if (call.method === 'GET' && call.path === backOfficeGoldPaths.breaks) return Response.json({ breaks });
    if (call.method === 'POST') return onPost?.(call) ?? errorResponse(404, 'NOT_FOUND', 'Page not found');
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

/** The console at `path`, signed in as `session` (operations unless told). */
export function renderAs(path: string, session: StaffSession = anOperationsSession()) {
  saveSession(session);
  return renderConsole(path, { signedIn: false });
}

export const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

export const gets = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path);
