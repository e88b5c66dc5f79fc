// What home's and the status screen's tests share: a signed-in borrower whose latest application
// is in a given status, every call answered with that status; session and cache end with the test.
import { onTestFinished, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

export function signedInWith(latest: string | null) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });
  return stubFetch(() => Response.json(userStatusOf(userId, { latestStatus: latest })));
}
