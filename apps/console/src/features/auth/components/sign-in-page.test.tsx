import { backOfficePaths } from '@kredo/contract/back-office';
import { staffAuthPaths, staffMessages } from '@kredo/contract/staff';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { endSession } from '../../../lib/session';
import { aQueueItem, aStaffSession } from '../../../test/fixtures';
import { renderConsole } from '../../../test/render-console';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';

const queue = { items: [aQueueItem()], counts: { INITIATED: 1 } };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** A server whose password is `right-password` and whose code is 123456. */
function staffServer(overrides: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === staffAuthPaths.signIn) {
      const { password } = call.body as { password: string };
      return password === 'right-password'
        ? Response.json({
            challengeId: 'challenge-1',
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
          })
        : errorResponse(401, 'UNAUTHENTICATED', staffMessages.signInRefused);
    }
    if (call.path === staffAuthPaths.verifyTotp) {
      const { code } = call.body as { code: string };
      return code === '123456'
        ? Response.json(aStaffSession())
        : errorResponse(401, 'UNAUTHENTICATED', staffMessages.totpRefused);
    }
    if (call.path === backOfficePaths.queue) return Response.json(queue);
    if (call.path === staffAuthPaths.signOut) return new Response(null, { status: 204 });
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

async function passPassword() {
  type('E-mail', 'Underwriter@Kredo.example');
  type('Password', 'right-password');
  click('Sign in');
  await screen.findByLabelText('Authentication code');
}

beforeEach(() => endSession('signedOut'));

describe('staff sign-in', () => {
  it('asks for the password, then the code, and opens the queue with the token kept for the tab', async () => {
    const calls = staffServer();
    await renderConsole('/', { signedIn: false });

    await passPassword();
    expect(calls[0]?.body).toEqual({ email: 'underwriter@kredo.example', password: 'right-password' });
    type('Authentication code', '123456');
    click('Verify');

    expect(await screen.findByRole('link', { name: 'Asha Verma' })).toBeDefined();
    expect(calls.find((call) => call.path === staffAuthPaths.verifyTotp)?.body).toEqual({
      challengeId: 'challenge-1',
      code: '123456',
    });
    expect(sessionStorage.getItem('kredo.console.token')).toBe('staff-token');
    const queueCall = calls.find((call) => call.path === backOfficePaths.queue);
    expect(queueCall?.headers.get('authorization')).toBe('Bearer staff-token');
  });

  it("shows the server's message for a wrong password and stays on the first step", async () => {
    staffServer();
    await renderConsole('/', { signedIn: false });

    type('E-mail', 'underwriter@kredo.example');
    type('Password', 'wrong');
    click('Sign in');

    expect(await screen.findByText(staffMessages.signInRefused)).toBeDefined();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(sessionStorage.getItem('kredo.console.token')).toBeNull();
  });

  it("shows the server's message for a wrong code and lets staff try again", async () => {
    staffServer();
    await renderConsole('/', { signedIn: false });
    await passPassword();

    type('Authentication code', '000000');
    click('Verify');
    expect(await screen.findByText(staffMessages.totpRefused)).toBeDefined();

    type('Authentication code', '123456');
    click('Verify');
    expect(await screen.findByRole('link', { name: 'Asha Verma' })).toBeDefined();
  });

  it('refuses a code that is not six digits before asking the server', async () => {
    const calls = staffServer();
    await renderConsole('/', { signedIn: false });
    await passPassword();

    type('Authentication code', '12a4');
    click('Verify');

    expect(await screen.findByText('Enter the 6-digit code')).toBeDefined();
    expect(calls.filter((call) => call.path === staffAuthPaths.verifyTotp)).toHaveLength(0);
  });

  it('goes back to the password step when the challenge has run out', async () => {
    staffServer((call) =>
      call.path === staffAuthPaths.verifyTotp
        ? errorResponse(401, 'UNAUTHENTICATED', staffMessages.challengeExpired)
        : undefined,
    );
    await renderConsole('/', { signedIn: false });
    await passPassword();

    type('Authentication code', '123456');
    click('Verify');

    expect(await screen.findByText(staffMessages.challengeExpired)).toBeDefined();
    expect(screen.getByLabelText('Password')).toBeDefined();
  });

  it('returns to sign-in, saying why, when the server ends the session', async () => {
    staffServer((call) =>
      call.path === backOfficePaths.queue
        ? errorResponse(401, 'UNAUTHENTICATED', staffMessages.sessionExpired)
        : undefined,
    );
    await renderConsole('/');

    expect(await screen.findByText(staffMessages.sessionExpired)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
    expect(sessionStorage.getItem('kredo.console.token')).toBeNull();
  });

  it('signs out on the server and drops the token', async () => {
    const calls = staffServer();
    await renderConsole('/');
    await screen.findByRole('link', { name: 'Asha Verma' });

    click('Sign out');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined());
    expect(calls.some((call) => call.path === staffAuthPaths.signOut && call.method === 'POST')).toBe(true);
    expect(sessionStorage.getItem('kredo.console.token')).toBeNull();
    expect(screen.queryByText(staffMessages.sessionExpired)).toBeNull();
  });
});
