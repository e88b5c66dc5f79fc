// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAggregatorDetails } from '../../../lib/aggregator-details';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '7a3c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
const token = makeJwt({ sub: userId, exp: 4_000_000_000 });

function statusWith(profile: { mobile: string | null; mobileOtpVerified: boolean }) {
  return userStatusOf(userId, {
    profile: {
      name: 'Priya Nair',
      email: 'priya@example.com',
      dob: null,
      panNumberMasked: null,
      whatsappOptIn: profile.mobileOtpVerified,
      ...profile,
    },
  });
}

function signIn() {
  localStorage.setItem(sessionKeys.accessToken, token);
  localStorage.setItem(sessionKeys.userId, userId);
}

afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

/** A server on which the mobile becomes verified once the right code is checked. */
function server(verifyAnswer: () => Response) {
  let verified = false;
  return stubFetch((call: FetchCall) => {
    if (call.url === `/api/lam/status/${userId}`)
      return Response.json(
        statusWith({ mobile: verified ? '9123456780' : null, mobileOtpVerified: verified }),
      );
    if (call.url.startsWith('/api/paandu/generate-mobile-otp'))
      return Response.json({ message: 'OTP Generated', requestId: 'r-1', resendAfterSeconds: 30 });
    if (call.url === '/api/paandu/verify-mobile-otp') {
      const answer = verifyAnswer();
      verified = answer.ok;
      return answer;
    }
    if (call.url === '/api/events/log-event') return new Response(null, { status: 204 });
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

const verifiedAnswer = () =>
  Response.json({ status: 'SUCCESS', mobile: '9123456780', mobileOtpVerified: true, whatsappOptIn: true });

describe('mobile verification gate', () => {
  it('asks a new borrower to verify a mobile, checks the code at six digits, then shows home', async () => {
    const calls = server(verifiedAnswer);
    signIn();
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeTruthy();
    const whatsapp = screen.getByRole('checkbox', {
      name: 'We will send important notification on WhatsApp',
    });
    expect(whatsapp).toHaveProperty('checked', true);
    expect(whatsapp).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('OTP');
    expect(screen.getByLabelText('Mobile Number')).toHaveProperty('disabled', true);

    fireEvent.change(otp, { target: { value: '123456' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Priya Nair' })).toBeTruthy();
    const verify = calls.find((call) => call.url === '/api/paandu/verify-mobile-otp');
    expect(verify?.body).toEqual({ mobile: '9123456780', otp: '123456' });
    await vi.waitFor(() =>
      expect(calls.find((call) => call.url === '/api/events/log-event')?.body).toEqual({
        event_name: 'MobileNumberVerification',
        event_data: { status: 'SUCCESS' },
        user_id: userId,
        type: 'web_engagement',
      }),
    );
  });

  it.each(['+91 91234 56780', '+919123456780', '09123456780', '91234-56780'])(
    'reads the ten-digit mobile out of a pasted %s and sends the code to it',
    async (pasted) => {
      const calls = server(verifiedAnswer);
      signIn();
      await renderApp('/');

      const mobile = (await screen.findByLabelText('Mobile Number')) as HTMLInputElement;
      expect(mobile.getAttribute('maxlength')).toBeNull();
      fireEvent.change(mobile, { target: { value: pasted } });
      expect(mobile.value).toBe('9123456780');
      fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
      await screen.findByLabelText('OTP');
      expect(calls.find((call) => call.url.startsWith('/api/paandu/generate-mobile-otp'))?.url).toBe(
        '/api/paandu/generate-mobile-otp?mobile=9123456780',
      );
    },
  );

  it("shows 'Incorrect OTP' in a red snackbar and stays on the code", async () => {
    server(() => Response.json({ code: 'OTP_REFUSED', message: messages.incorrectOtp }, { status: 422 }));
    signIn();
    await renderApp('/');

    fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain(messages.incorrectOtp);
    expect(snackbar.dataset.severity).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeTruthy();
  });

  it.each([
    ['its own shape', { code: 'OTP_REFUSED', message: 'This number is barred by the lender' }],
    ["an 'err'", { err: 'This number is barred by the lender' }],
    ['a bare message', { statusCode: 422, message: 'This number is barred by the lender' }],
  ])("shows the server's message given in %s, not a generic one", async (_shape, body) => {
    server(() => Response.json(body, { status: 422 }));
    signIn();
    await renderApp('/');

    fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain('This number is barred by the lender');
    expect(snackbar.textContent).not.toContain(messages.somethingWentWrong);
  });

  it("says 'Something went wrong, Please try again later.' only when the server gives no message", async () => {
    server(() => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    signIn();
    await renderApp('/');

    fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });

    expect((await screen.findByRole('alert')).textContent).toContain(messages.mobileOtpFailure);
  });

  it("shows the server's catalogue message in Hindi", async () => {
    await changeLanguage('hi');
    server(() => Response.json({ code: 'OTP_REFUSED', message: messages.incorrectOtp }, { status: 422 }));
    signIn();
    await renderApp('/');

    fireEvent.change(await screen.findByLabelText('मोबाइल नंबर'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });

    expect((await screen.findByRole('alert')).textContent).toContain('गलत OTP');
  });

  it('says after the right code that another account holds the number, and asks for another', async () => {
    const taken = messages.mobileTakenByAnotherAccount;
    server(() =>
      Response.json({ code: 'CONFLICT', message: taken, fieldErrors: { mobile: [taken] } }, { status: 409 }),
    );
    signIn();
    await renderApp('/');

    fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain(taken);
    expect(snackbar.dataset.severity).toBe('error');
    await vi.waitFor(() => expect(screen.queryByLabelText('OTP')).toBeNull());
    expect(screen.getByLabelText('Mobile Number')).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('stops a verified borrower whose partner link carries another mobile, prefilled with it', async () => {
    stubFetch(() => Response.json(statusWith({ mobile: '9876543210', mobileOtpVerified: true })));
    signIn();
    saveAggregatorDetails({ mobile: '9123456780' });
    await renderApp('/healwise');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeTruthy();
    expect(screen.getByLabelText('Mobile Number')).toHaveProperty('value', '9123456780');
  });
});
