// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { androidDevKeys } from '../../../lib/android-bridge-simulator';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';

const userId = '3e1c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('session hand-off from the Android shell', () => {
  it("starts the session with the shell's token and goes to the signed-in area", async () => {
    const token = makeJwt({ sub: userId, exp: 4_000_000_000 });
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    localStorage.setItem(androidDevKeys.token, token);
    const calls = stubFetch(() => new Promise<Response>(() => undefined) as unknown as Response);

    await renderApp('/android');

    await vi.waitFor(() => expect(localStorage.getItem(sessionKeys.accessToken)).toBe(token));
    expect(localStorage.getItem(sessionKeys.userId)).toBe(userId);
    await vi.waitFor(() => expect(calls[0]?.url).toBe(`/api/lam/status/${userId}`));
  });

  it('shows the sign-in when the shell has no usable token', async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    localStorage.setItem(androidDevKeys.token, makeJwt({ sub: userId, exp: 1 }));

    await renderApp('/android');

    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
    expect(localStorage.getItem(sessionKeys.accessToken)).toBeNull();
    // The shell draws its own toolbar.
    expect(screen.queryByTestId('app-bar')).toBeNull();
  });
});
