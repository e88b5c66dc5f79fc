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
 * The application status message shows spec 000's quoted texts exactly (§2.3; docs/texts.md).
 * The quotes are written out here, not read from the catalogue.
 */

const userId = '9a1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

function signedInWith(latest: string) {
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  stubFetch(() => Response.json(userStatusOf(userId, { latestStatus: latest })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe("the application status message's spec texts", () => {
  it('says an INITIATED application is in', async () => {
    signedInWith('INITIATED');
    await renderApp('/application-status');

    expect(await screen.findByText('Your application is successfully updated')).toBeTruthy();
    expect(screen.getByText('Please allow us some time to process it.')).toBeTruthy();
  });

  it("says 'Looks like some items are still missing' for INCOMPLETE_INFO", async () => {
    signedInWith('INCOMPLETE_INFO');
    await renderApp('/application-status');

    expect(await screen.findByText('Looks like some items are still missing')).toBeTruthy();
    expect(screen.getByText('ADDITIONAL INFORMATION REQUIRED')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details' })).toBeTruthy();
  });
});
