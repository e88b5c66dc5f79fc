// What the referral screen's tests share: a signed-in borrower, and a server that answers the
// short link and the summary and records each call; session, cache and fetch end with the test.
import { referralPaths, type ReferralSummary } from '@kredo/contract/referral';
import { onTestFinished, vi } from 'vitest';
import { androidBridgeEvent } from '../../lib/android-bridge-simulator';
import { queryClient } from '../../lib/query-client';
import { sessionKeys } from '../../lib/session';
import { makeJwt } from '../../test/jwt';
import { stubFetch, type FetchCall } from '../../test/stub-fetch';
import { userStatusOf } from '../../test/user-status';

export const userId = '6d1e8c4a-2b7f-4e93-a0c5-9f3b1d7e2a48';
export const shortLink = 'http://localhost:3000/links/r/aB3dE5fG7hJ9kL1m';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Signs the borrower in and answers the referral calls; `shortLinkAnswer` a refusal if given. */
export function referralServer({
  summary = { referred: 0, cashbacks: [] },
  shortLinkAnswer = json({ shortLink }),
}: { summary?: ReferralSummary; shortLinkAnswer?: Response } = {}): FetchCall[] {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    queryClient.clear();
  });
  return stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    if (path === `/api/lam/status/${userId}`) return json(userStatusOf(userId));
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    if (path === referralPaths.shortLinks) return shortLinkAnswer.clone();
    if (path === referralPaths.summary) return json(summary);
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

/** The clipboard, recorded (the rest of the browser's navigator kept). */
export function stubClipboard(writeText = vi.fn(async (_text: string) => undefined)) {
  const before = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  onTestFinished(() => {
    if (before) Object.defineProperty(navigator, 'clipboard', before);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });
  return writeText;
}

/** The Android bridge's calls in this test, as the dev switch's simulated shell announces them. */
export function bridgeCalls(): string[] {
  const calls: string[] = [];
  const listen = (event: Event) => calls.push((event as CustomEvent<{ call: string }>).detail.call);
  window.addEventListener(androidBridgeEvent, listen);
  onTestFinished(() => window.removeEventListener(androidBridgeEvent, listen));
  return calls;
}
