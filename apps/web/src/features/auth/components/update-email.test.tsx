// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';

const sandbox = { googleConfig: { provider: 'sandbox' } } as const;
const requestIds = ['0e7c9a52-5b0f-4c1e-9d7a-3f2b1c4d5e6f', '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d'];
const updated = { message: messages.emailUpdated, email: 'asha.new@example.com' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

/** A server whose forgot-email answers a new request id each time and whose update answers `update`. */
function stubServer(update: (call: FetchCall) => Response = () => Response.json(updated)) {
  let sent = 0;
  return stubFetch((call) => {
    if (call.url === '/api/hagrid/forgot-email')
      return Response.json({ requestId: requestIds[sent++ % 2], resendAfterSeconds: 80 });
    if (call.url === '/api/dev/identity/credential') return Response.json({ credential: 'sandbox-id-token' });
    if (call.url === '/api/hagrid/forgot-email-update') return update(call);
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  }, sandbox);
}

async function findField(label: string) {
  return (await screen.findByLabelText(label)) as HTMLInputElement;
}

async function generateOtp() {
  fireEvent.change(await findField('Mobile Number'), { target: { value: '9876543210' } });
  fireEvent.change(await findField('PAN Number'), { target: { value: 'abcpv1234k' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
}

async function requestCode() {
  await generateOtp();
  return findField('OTP');
}

async function enterCode(code = '482913') {
  fireEvent.change(await findField('OTP'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  return screen.findByRole('button', { name: 'Sign in with Google' });
}

async function chooseSandboxAccount(email = 'asha.new@example.com') {
  const button = await screen.findByRole('button', { name: 'Sign in with Google' });
  // The account chooser is a chunk of its own: the click suspends until it arrives, which on a
  // busy machine is after the click's act() has returned unless that act is awaited.
  await act(async () => {
    fireEvent.click(button);
  });
  await screen.findByRole('dialog', { name: 'Sandbox Google account' });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Verma' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const updateCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/forgot-email-update'));

describe('Update e-mail', () => {
  it("asks for the mobile and PAN under 'Connect your email to the account'", async () => {
    await renderApp('/updateEmail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your email to the account' }),
    ).toBeTruthy();
    expect(await findField('Mobile Number')).toBeTruthy();
    expect(await findField('PAN Number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate OTP' })).toBeTruthy();
    expect(document.title).toBe('Connect your email to the account | Kredo');
  });

  it('takes a partner segment and a second segment, signed in or not', async () => {
    const userId = '0b5f3a4e-3c1d-4f7a-9a51-6a0d8e1f2b3c';
    localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
    localStorage.setItem(sessionKeys.userId, userId);
    await renderApp('/healwise/offer/updateEmail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your email to the account' }),
    ).toBeTruthy();
    expect(document.title).toBe('Connect your email to the account | HealWise');
  });

  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210', '919876543210'])('reads the ten-digit mobile out of a pasted %s', async (pasted) => {
    stubServer();
    await renderApp('/updateEmail');

    const mobile = await findField('Mobile Number');
    expect(mobile.getAttribute('maxlength')).toBeNull();
    fireEvent.change(mobile, { target: { value: pasted } });
    expect(mobile.value).toBe('9876543210');
  });

  it('checks the fields before asking the server', async () => {
    const calls = stubServer();
    await renderApp('/updateEmail');

    fireEvent.change(await findField('Mobile Number'), { target: { value: '98765' } });
    fireEvent.change(await findField('PAN Number'), { target: { value: 'ABCDE1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));

    expect(await screen.findByText('Incorrect Mobile Number')).toBeTruthy();
    expect(screen.getByText('Incorrect Pan Number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows 'Sorry we could not find a user…' in a red snackbar when mobile and PAN name nobody", async () => {
    stubFetch(() =>
      Response.json({ code: 'NOT_FOUND', message: messages.emailUserNotFound }, { status: 404 }),
    );
    await renderApp('/updateEmail');

    await generateOtp();

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain('Sorry we could not find a user with the entered PAN and MOBILE!');
    expect(snackbar.dataset.severity).toBe('error');
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.getByLabelText('Mobile Number')).toBeTruthy();
  });

  it('asks for the 6-digit code with an 80-second countdown before resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubServer();
    await renderApp('/updateEmail');

    await requestCode();

    expect(calls[0]?.body).toEqual({ mobile: '9876543210', pan: 'ABCPV1234K' });
    expect(screen.queryByLabelText('PAN Number')).toBeNull();
    expect(screen.getByText('Enter the 6 digit OTP sent to 9876543210')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 1:20');
    expect(screen.getByRole('button', { name: 'Generate OTP' })).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(79_000));
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:01');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));

    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 1:20'));
    expect(calls.map((call) => call.body)).toEqual([
      { mobile: '9876543210', pan: 'ABCPV1234K' },
      { mobile: '9876543210', pan: 'ABCPV1234K' },
    ]);
  });

  it('offers the Google sign-in once six digits are entered and verified', async () => {
    stubServer();
    await renderApp('/updateEmail');
    await requestCode();

    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    expect(verify).toHaveProperty('disabled', true);
    fireEvent.change(await findField('OTP'), { target: { value: '48291' } });
    expect(verify).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();

    await enterCode('482913');

    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(
      screen.getByText('Now sign in with the Google account whose email you want to connect.'),
    ).toBeTruthy();
  });

  it("connects the Google account's address with the code, then shows the message and 'Go To Login'", async () => {
    const calls = stubServer();
    await renderApp('/healwise/updateEmail');
    await requestCode();
    await enterCode('482913');

    await chooseSandboxAccount();

    const message = await screen.findByText('Email has been updated successfully!');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('asha.new@example.com is now the email of your account.')).toBeTruthy();
    const [update] = updateCalls(calls);
    expect(update?.method).toBe('POST');
    expect(update?.headers.get('Authorization')).toBe('Bearer sandbox-id-token');
    expect(update?.body).toEqual({ otp: '482913', requestId: requestIds[0] });

    const goToLogin = screen.getByRole('link', { name: 'Go To Login' });
    expect(goToLogin.getAttribute('href')).toBe('/healwise');
    await act(async () => {
      fireEvent.click(goToLogin);
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
  });

  it("shows 'Incorrect Otp!' and returns to the code entry for the same request", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const calls = stubServer(() =>
      answers++ === 0
        ? Response.json({ code: 'UNAUTHENTICATED', message: messages.incorrectOtpBang }, { status: 401 })
        : Response.json(updated),
    );
    await renderApp('/updateEmail');
    await requestCode();
    act(() => vi.advanceTimersByTime(30_000));
    await enterCode('000000');
    await chooseSandboxAccount();

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain('Incorrect Otp!');
    expect(snackbar.dataset.severity).toBe('error');
    expect((await findField('OTP')).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    // The countdown carries on from when the code was sent.
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:50');

    await enterCode('482913');
    await chooseSandboxAccount();

    expect(await screen.findByText('Email has been updated successfully!')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/forgot-email'))).toHaveLength(1);
    expect(updateCalls(calls).map((call) => call.body)).toEqual([
      { otp: '000000', requestId: requestIds[0] },
      { otp: '482913', requestId: requestIds[0] },
    ]);
  });

  it.each([
    [
      'the account is linked to someone else',
      403,
      'FORBIDDEN',
      'Something went wrong. Please contact our customer support team @ 1800-000-0000',
    ],
    ['the Google credential is refused', 401, 'CREDENTIAL_REFUSED', messages.googleSigninFailed],
  ])('keeps the Google sign-in when %s', async (_, status, code, refused) => {
    stubServer(() => Response.json({ code, message: refused }, { status }));
    await renderApp('/updateEmail');
    await requestCode();
    await enterCode();
    await chooseSandboxAccount('taken@example.com');

    expect((await screen.findByRole('alert')).textContent).toContain(refused);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go To Login' })).toBeNull();
  });
});
