// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '0b5f3a4e-3c1d-4f7a-9a51-6a0d8e1f2b3c';
const token = makeJwt({ sub: userId, exp: 4_000_000_000 });

const otpGenerated = { message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 };
const status = userStatusOf(userId, { profile: { whatsappOptIn: false, roles: ['borrower'] } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

async function findField(label: string) {
  return (await screen.findByLabelText(label)) as HTMLInputElement;
}

describe('PAN sign-in', () => {
  it('prefills PAN and mobile from the query, uppercasing the PAN', async () => {
    await renderApp('/healwise?pan=abcpv1234k&mobile=9876543210');

    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
    expect((await findField('PAN')).value).toBe('ABCPV1234K');
    expect((await findField('Mobile Number')).value).toBe('9876543210');
  });

  it('uppercases the PAN as it is typed and keeps only digits in the mobile', async () => {
    await renderApp('/');

    const pan = await findField('PAN');
    fireEvent.change(pan, { target: { value: 'abcpv12' } });
    expect(pan.value).toBe('ABCPV12');

    const mobile = await findField('Mobile Number');
    fireEvent.change(mobile, { target: { value: '98765-43210' } });
    expect(mobile.value).toBe('9876543210');
    // An eleventh digit is kept for the rule to refuse, not cut off for a number never given.
    fireEvent.change(mobile, { target: { value: '98765-43210 9' } });
    expect(mobile.value).toBe('98765432109');
  });

  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210', '919876543210'])(
    'reads the ten-digit mobile out of a pasted or autofilled %s',
    async (pasted) => {
      await renderApp('/');

      const mobile = await findField('Mobile Number');
      // No maxLength: a browser would cut what is pasted to it before the number is read.
      expect(mobile.getAttribute('maxlength')).toBeNull();
      fireEvent.change(mobile, { target: { value: pasted } });
      expect(mobile.value).toBe('9876543210');
    },
  );

  it('checks the PAN before asking the server', async () => {
    const calls = stubFetch(() => Response.json(otpGenerated));
    await renderApp('/?mobile=9876543210');

    fireEvent.change(await findField('PAN'), { target: { value: 'ABCDE1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Otp' }));

    expect(await screen.findByText('Please enter a valid PAN number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("puts the server's field errors under the fields and its message in a red snackbar", async () => {
    stubFetch(() =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: messages.enterCorrectDetails,
          fieldErrors: { mobile: ['Please enter a valid Mobile Number'] },
        },
        { status: 400 },
      ),
    );
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));

    expect(await screen.findByText('Please enter a valid Mobile Number')).toBeTruthy();
    expect((await findField('Mobile Number')).getAttribute('aria-invalid')).toBe('true');
    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain(messages.enterCorrectDetails);
    expect(snackbar.dataset.severity).toBe('error');
  });

  it("shows the server's not-found message in the snackbar", async () => {
    stubFetch(() =>
      Response.json({ code: 'NOT_FOUND', message: messages.signinPanNotFound }, { status: 404 }),
    );
    await renderApp('/?pan=ABCPV1234K&mobile=9876543211');

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.signinPanNotFound);
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('sends one sign-in call for a double tap on Sign In and lands on home without an error', async () => {
    let signIns = 0;
    const calls = stubFetch(async ({ url }) => {
      if (url.startsWith('/api/hagrid/signin-initiate/')) return Response.json(otpGenerated);
      if (url === '/api/hagrid/signin') {
        signIns += 1;
        // The server takes a moment; a second call with the same code finds it spent.
        await new Promise((resolve) => setTimeout(resolve, 30));
        return signIns === 1
          ? Response.json({ token, userId, roles: ['borrower'], message: 'Signed in successfully' })
          : Response.json({ code: 'UNAUTHENTICATED', message: messages.otpAlreadyUsed }, { status: 401 });
      }
      if (url === `/api/lam/status/${userId}`) return Response.json(status);
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    });
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));
    fireEvent.change(await findField('OTP'), { target: { value: '482913' } });
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    fireEvent.click(signIn);
    fireEvent.click(signIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/hagrid/signin')).toHaveLength(1);
    expect(screen.queryByText(messages.otpAlreadyUsed)).toBeNull();
  });

  it("turns into a 6-digit OTP form, then signs in and shows the borrower's home", async () => {
    const calls = stubFetch(({ url }) => {
      if (url.startsWith('/api/hagrid/signin-initiate/')) return Response.json(otpGenerated);
      if (url === '/api/hagrid/signin')
        return Response.json({ token, userId, roles: ['borrower'], message: 'Signed in successfully' });
      if (url === `/api/lam/status/${userId}`) return Response.json(status);
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    });
    await renderApp('/?pan=abcpv1234k&mobile=9876543210');

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));
    const otp = await findField('OTP');
    expect(calls[0]?.url).toBe('/api/hagrid/signin-initiate/?mobile=9876543210&pan=ABCPV1234K');
    expect(screen.queryByLabelText('PAN')).toBeNull();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveProperty('disabled', true);

    fireEvent.change(otp, { target: { value: '482913' } });
    fireEvent.click(signIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
    expect(calls[1]?.body).toEqual({ mobile: '9876543210', pan: 'ABCPV1234K', otp: '482913' });
    expect(calls[2]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem(sessionKeys.accessToken)).toBe(token);
    expect(localStorage.getItem(sessionKeys.userId)).toBe(userId);
    expect(within(screen.getByTestId('app-bar')).getByRole('link', { name: 'Logout' })).toBeTruthy();
  });

  it("shows 'Incorrect OTP' and stays on the OTP form when the code is wrong", async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/hagrid/signin-initiate/')
        ? Response.json(otpGenerated)
        : Response.json({ code: 'UNAUTHENTICATED', message: messages.incorrectOtp }, { status: 401 }),
    );
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));
    fireEvent.change(await findField('OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect OTP');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false),
    );
    expect(localStorage.getItem(sessionKeys.accessToken)).toBeNull();
  });

  it("falls back to 'Something went wrong' when no answer arrives", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });
});
