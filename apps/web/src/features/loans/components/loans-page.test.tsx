// @vitest-environment happy-dom
import { loansPaths } from '@kredo/contract/loans';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

/** Signed in; the server answers the status call and the loans call, and records every call. */
function signedIn(loansAnswer: () => Response = () => Response.json({ loans: [] })) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  return stubFetch((call) =>
    call.url.endsWith(loansPaths.userLoans)
      ? loansAnswer()
      : Response.json(userStatusOf(userId, { latestStatus: null })),
  );
}

afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the loans list', () => {
  it("opens from home's My Loans and says the borrower has no loans, from the loans call", async () => {
    const calls = signedIn();
    await renderApp('/healwise');
    const myLoans = await screen.findByRole('link', { name: 'My Loans' });
    expect(myLoans.getAttribute('href')).toBe('/healwise/loans');
    // The loans screen's chunk loads on the way.
    await act(async () => {
      fireEvent.click(myLoans);
    });

    expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    const loansCall = calls.find((call) => call.url.endsWith(loansPaths.userLoans));
    expect(loansCall?.method).toBe('GET');
    expect(loansCall?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('is the same screen at /repaymentinfo, with or without the partner segment', async () => {
    for (const path of ['/repaymentinfo', '/jobpath/repaymentinfo', '/loans']) {
      signedIn();
      const { unmount } = await renderApp(path);
      expect(await screen.findByText('You have no loans currently!')).toBeTruthy();
      unmount();
      vi.unstubAllGlobals();
      queryClient.clear();
    }
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    signedIn();
    await renderApp('/loans');
    expect(await screen.findByText('अभी आपका कोई लोन नहीं है!')).toBeTruthy();
  });

  it('shows the error when the loans call fails', async () => {
    signedIn(() => Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }));
    await renderApp('/loans');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('You have no loans currently!')).toBeNull();
  });
});
