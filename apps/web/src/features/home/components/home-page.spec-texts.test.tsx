// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

/*
 * Home shows spec 000's quoted texts exactly (§2.3; docs/texts.md). The quotes are written out
 * here, not read from the catalogue.
 */

const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

function signedInWith(latest: string | null) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  stubFetch(() => Response.json(userStatusOf(userId, { latestStatus: latest })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe("home's spec texts", () => {
  it("offers 'Apply Loan' to a borrower without an application, and 'My Loans'", async () => {
    signedInWith(null);
    await renderApp('/');

    expect(await screen.findByRole('link', { name: 'Apply Loan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Loans' })).toBeTruthy();
  });

  it("shows 'ADDITIONAL INFORMATION REQUIRED' with 'View Details' while information is missing", async () => {
    signedInWith('INCOMPLETE_INFO');
    await renderApp('/');

    expect((await screen.findByTestId('incomplete-info-banner')).textContent).toContain(
      'ADDITIONAL INFORMATION REQUIRED',
    );
    expect(screen.getByRole('link', { name: 'View Details' })).toBeTruthy();
  });
});
