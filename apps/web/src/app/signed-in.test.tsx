// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { sessionKeys } from '../lib/session';
import { makeJwt } from '../test/jwt';
import { renderApp } from '../test/render-app';
import { androidDevKeys } from '../lib/android-bridge-simulator';
import { stubFetch } from '../test/stub-fetch';
import { userStatusOf } from '../test/user-status';

const userId = '0b5f3a4e-3c1d-4f7a-9a51-6a0d8e1f2b3c';

function statusOf(name: string | null) {
  return userStatusOf(userId, { profile: { name, whatsappOptIn: false } });
}

beforeEach(() => {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('signed-in area', () => {
  it.each(['/sl', '/healwise/login-v2', '/login-v3'])(
    'leads from the login page %s to home',
    async (path) => {
      stubFetch(() => Response.json(statusOf('Asha Verma')));

      await renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
      expect(screen.queryByText('Page not found')).toBeNull();
    },
  );

  it("says it is fetching the borrower's details, then shows home with Apply Loan, My Loans and Logout", async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));

    await renderApp('/healwise');

    expect(await screen.findByText("Please wait, we're fetching your details")).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual([`/api/lam/status/${userId}`]);
    answer(Response.json(statusOf('Asha Verma')));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Loan' }).getAttribute('href')).toBe(
      '/healwise/loan-application',
    );
    expect(screen.getByRole('link', { name: 'My Loans' }).getAttribute('href')).toBe('/healwise/loans');
    const appBar = within(screen.getByTestId('app-bar'));
    expect(appBar.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/healwise/logout');
    expect(appBar.queryByText('Get the app')).toBeNull();
    expect(screen.queryByText('SignIn to your account')).toBeNull();
  });

  it("hides Apply Loan in a partner's Android app, and keeps it in ours", async () => {
    stubFetch(() => Response.json(statusOf('Asha Verma')));
    localStorage.setItem(androidDevKeys.apiVersion, '208');

    const partnerApp = await renderApp('/healwise');
    expect(await screen.findByRole('link', { name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply Loan' })).toBeNull();
    partnerApp.unmount();

    await renderApp('/android');
    expect(await screen.findByRole('link', { name: 'Apply Loan' })).toBeTruthy();
  });

  it('keeps the loans area from being read as a partner segment', async () => {
    stubFetch((call) =>
      Response.json(call.url.endsWith('/kautilya/user-loans') ? { loans: [] } : statusOf(null)),
    );

    await renderApp('/loans');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apply Loan' })).toBeNull();
  });
});
