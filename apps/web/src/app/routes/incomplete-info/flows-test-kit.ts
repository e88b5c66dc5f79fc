// Shared fixtures of the correction screens' tests: the incomplete-info area's borrower (from the
// feature's test kit), and a server for the settle call and whatever else a screen asks.
import { incompleteInfoPaths } from '@kredo/contract/incomplete-info';
import { screen } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import {
  applicationId,
  resetSession,
  signIn,
  statusWith,
  userId,
} from '../../../features/incomplete-info/test-kit';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';

export { applicationId, userId };

type Route = (call: FetchCall, path: string) => Response | Promise<Response> | undefined;

/**
 * A signed-in borrower whose application waits for `subStatuses`. The settle call answers with
 * what is left; `routes` answer other calls (the first that answers wins), the rest 404. The
 * session ends with the test.
 */
export function serveCorrections(subStatuses: string[], ...routes: Route[]) {
  signIn();
  onTestFinished(resetSession);
  let outstanding = [...subStatuses];
  return stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    for (const route of routes) {
      const answer = route(call, path);
      if (answer) return answer;
    }
    if (path === `/api/lam/status/${userId}`)
      return Response.json(statusWith('INCOMPLETE_INFO', outstanding));
    if (path === incompleteInfoPaths.onComplete) {
      const settled = (call.body as { subStatuses: string[] }).subStatuses;
      outstanding = outstanding.filter((subStatus) => !settled.includes(subStatus));
      return Response.json({
        applicationId,
        status: outstanding.length > 0 ? 'INCOMPLETE_INFO' : 'INITIATED',
        subStatuses: outstanding,
      });
    }
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

export const settleCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url === incompleteInfoPaths.onComplete).map((call) => call.body);

/** The green '<title> updated successfully', and the list of corrections in place of the screen. */
export async function expectSettled(title: string) {
  expect(await screen.findByText(`${title} updated successfully`)).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 1, name: 'Additional Information' })).toBeTruthy();
}
