// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';

/*
 * PAN sign-in shows spec 000's quoted texts exactly (§2.2 item 1, §8; docs/texts.md). The quotes
 * are written out here, not read from the catalogue.
 */

const otpGenerated = { message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 };
const notFound =
  "We couldn't find your combination of pan and mobile in our existing records. Visit the mobile app to start your loan application";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

const generateOtp = async () => fireEvent.click(await screen.findByRole('button', { name: 'Generate Otp' }));

describe("PAN sign-in's spec texts", () => {
  it("is titled 'SignIn to your account' with 'Generate Otp', then 'Sign In' on the OTP form", async () => {
    stubFetch(() => Response.json(otpGenerated));
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    expect(await screen.findByRole('heading', { level: 2, name: 'SignIn to your account' })).toBeTruthy();
    await generateOtp();

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('says the pan-and-mobile text when the server finds nobody', async () => {
    stubFetch(() => Response.json({ code: 'NOT_FOUND', message: notFound }, { status: 404 }));
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    await generateOtp();

    expect((await screen.findByRole('alert')).textContent).toContain(notFound);
  });

  it("falls back to 'Something went wrong' without an answer", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');

    await generateOtp();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).not.toContain('Something went wrong!');
  });

  it("says 'Incorrect OTP' to a wrong code", async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/hagrid/signin-initiate')
        ? Response.json(otpGenerated)
        : Response.json({ code: 'UNAUTHENTICATED', message: 'Incorrect OTP' }, { status: 401 }),
    );
    await renderApp('/?pan=ABCPV1234K&mobile=9876543210');
    await generateOtp();

    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect OTP');
  });
});
