// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { readLoginMode } from '../../../lib/login-mode';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';

const userId = '2b1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
const token = makeJwt({ sub: userId, exp: 4_000_000_000 });
const linkToken = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.partner-link-token';
const link = {
  partnerId: 'healwise',
  expiresAt: '2026-12-01T00:00:00.000Z',
  mobile: '9123456780',
  utm_source: 'healwise',
  redirect: 'loans',
  currentEmployer: 'Acme Hospitals',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('partner links', () => {
  it("keeps what the link says and prefills the sign-in with the link's mobile", async () => {
    const calls = stubFetch(({ url }) =>
      url === '/links/partner-link/verify' ? Response.json(link) : Response.json({}, { status: 404 }),
    );
    await renderApp(`/healwise?link=${linkToken}`);

    expect(((await screen.findByLabelText('Mobile Number')) as HTMLInputElement).value).toBe('9123456780');
    expect(calls[0]?.body).toEqual({ token: linkToken });
    expect(readAggregatorDetails()).toEqual({
      mobile: '9123456780',
      utmSource: 'healwise',
      redirect: 'loans',
      currentEmployer: 'Acme Hospitals',
    });
    expect(localStorage.getItem(sessionKeys.accessToken)).toBeNull();
  });

  it('signs the person in from a single sign-on link', async () => {
    const calls = stubFetch(({ url }) => {
      if (url === '/links/partner-link/verify') return Response.json({ ...link, sso: true });
      if (url === '/api/hagrid/signin/partner')
        return Response.json({
          token,
          userId,
          roles: ['BORROWER'],
          existing: true,
          mobileOtpVerified: true,
          link: { ...link, sso: true },
        });
      return new Promise<Response>(() => undefined) as unknown as Response;
    });
    await renderApp(`/healwise?link=${linkToken}`);

    await vi.waitFor(() => expect(localStorage.getItem(sessionKeys.accessToken)).toBe(token));
    expect(calls[1]?.body).toEqual({ token: linkToken });
    expect(readLoginMode()).toBe('SSO');
  });

  it("says a refused link in a red snackbar and shows the partner's sign-in", async () => {
    stubFetch(() =>
      Response.json({ code: 'UNAUTHENTICATED', message: messages.partnerLinkUsed }, { status: 401 }),
    );
    await renderApp(`/healwise?link=${linkToken}`);

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain(messages.partnerLinkUsed);
    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
  });
});
