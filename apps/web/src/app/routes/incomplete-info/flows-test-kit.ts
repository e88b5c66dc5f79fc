// Shared fixtures of the correction screens' tests: a borrower whose application waits for
// information, and a server for the settle call and whatever else a screen asks.
import { incompleteInfoPaths } from '@kredo/contract/incomplete-info';
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

export const userId = '7c3d2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
export const applicationId = '4e7d2b63-9e1f-4c8a-8d3b-6f2e8c0b5d71';

export function signIn() {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
}

export function resetSession() {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
}

/** lam/status for an application in INCOMPLETE_INFO waiting for `subStatuses`. */
export function statusWaitingFor(subStatuses: string[]) {
  const base = userStatusOf(userId);
  return {
    ...base,
    userStatus: {
      ...base.userStatus,
      latestApplicationsStatus: {
        loanApplicationInfo: { status: 'INCOMPLETE_INFO', subStatuses, applicationId },
      },
    },
  };
}

type Route = (call: FetchCall, path: string) => Response | Promise<Response> | undefined;

/**
 * A signed-in borrower whose application waits for `subStatuses`. The settle call answers with
 * what is left; `routes` answer other calls (the first that answers wins), the rest 404.
 */
export function serveCorrections(subStatuses: string[], ...routes: Route[]) {
  signIn();
  let outstanding = [...subStatuses];
  return stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    for (const route of routes) {
      const answer = route(call, path);
      if (answer) return answer;
    }
    if (path === `/api/lam/status/${userId}`) return Response.json(statusWaitingFor(outstanding));
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
