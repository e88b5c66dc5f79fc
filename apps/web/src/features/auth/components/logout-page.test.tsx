// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';

const token = makeJwt({ sub: 'u1', exp: 4_000_000_000 });

function stubFetch(respond: () => Response) {
  const fetchStub = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('revokes the session on the server, clears it, and returns to the partner landing', async () => {
    localStorage.setItem(sessionKeys.accessToken, token);
    localStorage.setItem(sessionKeys.userId, 'u1');
    localStorage.setItem(sessionKeys.aggregatorDetails, 'stored');
    const fetchStub = stubFetch(() => new Response(null, { status: 204 }));

    await renderApp('/healwise/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'HealWise' })).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledOnce();
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/hagrid/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText('Session timeout')).toBeNull();
  });

  it('still signs out when the server cannot be reached', async () => {
    localStorage.setItem(sessionKeys.accessToken, token);
    localStorage.setItem(sessionKeys.userId, 'u1');
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await renderApp('/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kredo' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(sessionKeys.accessToken)).toBeNull());
  });

  it("says 'Session timeout' when the session ended, without calling the server for a token it no longer has", async () => {
    localStorage.setItem(sessionKeys.userId, 'u1');
    const fetchStub = stubFetch(() => new Response(null, { status: 204 }));

    await renderApp('/healwise/logout?reason=session-timeout');

    expect(await screen.findByRole('heading', { level: 1, name: 'HealWise' })).toBeTruthy();
    expect(await screen.findByText('Session timeout')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
  });
});
