// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';

/*
 * Update e-mail shows spec 000's quoted texts exactly (§2.2 item 4, §5.1, §8; docs/texts.md).
 * The quotes are written out here, not read from the catalogue, so a changed catalogue fails.
 */

const requestId = '0e7c9a52-5b0f-4c1e-9d7a-3f2b1c4d5e6f';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

/** The server: forgot-email answers `request`, the update answers `update`. */
function stubServer(request: () => Response, update: (call: FetchCall) => Response) {
  return stubFetch(
    (call) => {
      if (call.url === '/api/hagrid/forgot-email') return request();
      if (call.url === '/api/dev/identity/credential')
        return Response.json({ credential: 'sandbox-id-token' });
      if (call.url === '/api/hagrid/forgot-email-update') return update(call);
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    },
    { googleConfig: { provider: 'sandbox' } },
  );
}

const codeSent = () => Response.json({ requestId, resendAfterSeconds: 80 });

async function fillIdentity(mobile: string, pan: string) {
  fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: mobile } });
  fireEvent.change(screen.getByLabelText('PAN Number'), { target: { value: pan } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
}

/** Mobile and PAN, the code, then the sandbox's Google account. */
async function connect() {
  await fillIdentity('9876543210', 'ABCPV1234K');
  fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '482913' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  const google = await screen.findByRole('button', { name: 'Sign in with Google' });
  await act(async () => {
    fireEvent.click(google);
  });
  await screen.findByRole('dialog', { name: 'Sandbox Google account' });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha.new@example.com' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Verma' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe("Update e-mail's spec texts", () => {
  it("is titled 'Connect your email to the account', with 'Generate OTP'", async () => {
    await renderApp('/updateEmail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your email to the account' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate OTP' })).toBeTruthy();
  });

  it("refuses a bad mobile with 'Incorrect Mobile Number' and a bad PAN with 'Incorrect Pan Number'", async () => {
    const calls = stubServer(codeSent, () => Response.json({}));
    await renderApp('/updateEmail');

    await fillIdentity('98765', 'ABCDE1234');

    expect(await screen.findByText('Incorrect Mobile Number')).toBeTruthy();
    expect(screen.getByText('Incorrect Pan Number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("takes a mobile starting with 5, as the spec's rule for this screen says", async () => {
    const calls = stubServer(codeSent, () => Response.json({}));
    await renderApp('/updateEmail');

    await fillIdentity('5876543210', 'ABCPV1234K');

    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ mobile: '5876543210', pan: 'ABCPV1234K' });
  });

  it("says 'Sorry we could not find a user with the entered PAN and MOBILE!' when the OTP request fails", async () => {
    stubServer(
      () =>
        Response.json(
          { code: 'NOT_FOUND', message: 'Sorry we could not find a user with the entered PAN and MOBILE!' },
          { status: 404 },
        ),
      () => Response.json({}),
    );
    await renderApp('/updateEmail');

    await fillIdentity('9876543210', 'ABCPV1234K');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry we could not find a user with the entered PAN and MOBILE!',
    );
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'Incorrect Otp!'],
    [403, 'FORBIDDEN', 'Something went wrong. Please contact our customer support team @ 1800-000-0000'],
  ])('shows the answer to a %i: %s', async (status, code, text) => {
    stubServer(codeSent, () => Response.json({ code, message: text }, { status }));
    await renderApp('/updateEmail');

    await connect();

    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it("shows 'Email has been updated successfully!' and 'Go To Login' on a 200", async () => {
    stubServer(codeSent, () =>
      Response.json({ message: 'Email has been updated successfully!', email: 'asha.new@example.com' }),
    );
    await renderApp('/updateEmail');

    await connect();

    expect(await screen.findByText('Email has been updated successfully!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Login' })).toBeTruthy();
  });
});
