// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLoginMode } from '../../../lib/login-mode';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';

const userId = '5d2c7a4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
const token = makeJwt({ sub: userId, exp: 4_000_000_000 });
const sandbox = { googleConfig: { provider: 'sandbox' } } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

function answer({ url }: FetchCall): Response {
  if (url === '/api/dev/identity/credential') return Response.json({ credential: 'sandbox-id-token' });
  if (url === '/api/hagrid/signin/google')
    return Response.json({
      dsToken: token,
      userId,
      roles: ['BORROWER'],
      email: 'priya@example.com',
      name: 'Priya Nair',
      existing: false,
    });
  // The signed-in area's profile fetch is not under test here.
  return new Promise<Response>(() => undefined) as unknown as Response;
}

async function chooseSandboxAccount() {
  const button = await screen.findByRole('button', { name: 'Sign in with Google' });
  // The account chooser is a chunk of its own: the click suspends until it arrives, which on a
  // busy machine is after the click's act() has returned unless that act is awaited.
  await act(async () => {
    fireEvent.click(button);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Sandbox Google account' });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'priya@example.com' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya Nair' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('Google sign-in', () => {
  it('is not offered where the server has no Google sign-in', async () => {
    stubFetch(answer);
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it("signs in with the sandbox account's credential and records how the person arrived", async () => {
    const calls = stubFetch(answer, sandbox);
    await renderApp('/healwise?utm_source=newsletter&gclid=g-1&leadId=L-9');

    await chooseSandboxAccount();

    await vi.waitFor(() => expect(localStorage.getItem(sessionKeys.accessToken)).toBe(token));
    expect(calls[0]?.body).toEqual({ email: 'priya@example.com', name: 'Priya Nair' });
    const signIn = calls[1];
    expect(signIn?.headers.get('Authorization')).toBe('Bearer sandbox-id-token');
    expect(signIn?.body).toEqual({
      loginChannel: 'WEB',
      sourcingCode: 'SCLMD',
      utmParams: { utm_source: 'newsletter' },
      marketingTrackingParams: { gclid: 'g-1' },
      leadId: 'L-9',
    });
    expect(localStorage.getItem(sessionKeys.userId)).toBe(userId);
  });

  it('says so in a red snackbar when the credential is refused', async () => {
    stubFetch(
      (call) =>
        call.url === '/api/hagrid/signin/google'
          ? Response.json(
              { code: 'CREDENTIAL_REFUSED', message: messages.googleSigninFailed },
              { status: 401 },
            )
          : answer(call),
      sandbox,
    );
    await renderApp('/');

    await chooseSandboxAccount();

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain(messages.googleSigninFailed);
    expect(snackbar.dataset.severity).toBe('error');
    expect(localStorage.getItem(sessionKeys.accessToken)).toBeNull();
  });

  it('signs in through the WEB_V2 channel on login-v2, and remembers the login mode', async () => {
    const calls = stubFetch(answer, sandbox);
    await renderApp('/login-v2');

    await chooseSandboxAccount();

    await vi.waitFor(() => expect(localStorage.getItem(sessionKeys.accessToken)).toBe(token));
    expect(calls[1]?.body).toMatchObject({ loginChannel: 'WEB_V2' });
    expect(readLoginMode()).toBe('v2');
  });
});
