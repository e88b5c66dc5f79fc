// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

/*
 * Mobile verification shows spec 000's quoted texts exactly (§2.1, §2.2 item 3, §8;
 * docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

const userId = '7a3c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

/** A signed-in borrower without a verified mobile, on a server whose check answers `verify`. */
async function openVerification(verify: () => Response) {
  stubFetch((call: FetchCall) => {
    if (call.url === `/api/lam/status/${userId}`)
      return Response.json(
        userStatusOf(userId, {
          profile: {
            name: 'Priya Nair',
            email: 'priya@example.com',
            dob: null,
            panNumberMasked: null,
            whatsappOptIn: false,
            mobile: null,
            mobileOtpVerified: false,
          },
        }),
      );
    if (call.url.startsWith('/api/paandu/generate-mobile-otp'))
      return Response.json({ message: 'OTP Generated', requestId: 'r-1', resendAfterSeconds: 30 });
    if (call.url === '/api/paandu/verify-mobile-otp') return verify();
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  await renderApp('/');
}

async function sendAndEnterCode() {
  fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: '9123456780' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
}

describe("mobile verification's spec texts", () => {
  it("shows the fixed 'We will send important notification on WhatsApp' box and 'Send OTP'", async () => {
    await openVerification(() => Response.json({}));

    expect(
      await screen.findByRole('checkbox', { name: 'We will send important notification on WhatsApp' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it("says 'Something went wrong, Please try again later.' when the check fails without a message", async () => {
    await openVerification(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );

    await sendAndEnterCode();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, Please try again later.',
    );
  });

  it("shows 'Incorrect OTP' for a wrong code", async () => {
    await openVerification(() =>
      Response.json({ code: 'OTP_REFUSED', message: 'Incorrect OTP' }, { status: 422 }),
    );

    await sendAndEnterCode();

    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect OTP');
  });
});
