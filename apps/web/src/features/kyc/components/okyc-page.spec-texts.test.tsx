// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

/*
 * Aadhaar OKYC shows spec 000's quoted texts exactly (§2.4, §5.1, §8 'OKYC', 'Wrong code';
 * docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

const userId = '3d6c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
let sessions = 0;
const session = () => {
  sessions += 1;
  return Response.json({
    isSuccess: true,
    message: 'Captcha generated',
    session_id: `5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a1${sessions}`,
    captcha: `data:image/svg+xml;base64,captcha-${sessions}`,
  });
};
const otpSent = () =>
  Response.json({
    isSuccess: true,
    message: 'OTP sent to your Aadhaar-linked mobile number XXXXXX3210',
    session_id: '5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a11',
    maskedMobile: 'XXXXXX3210',
    otpExpiresAt: '2030-01-01T00:10:00.000Z',
  });
const badGateway = () =>
  new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

/** The OKYC screen on a server whose generate and validate calls answer as told. */
async function open({
  generate = otpSent,
  validate,
}: {
  generate?: () => Response;
  validate?: () => Response;
}) {
  stubFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === `/api/lam/status/${userId}`) return Response.json(userStatusOf(userId));
    if (path === '/api/kyc/initiate-okyc' || path === '/api/kyc/captcha') return session();
    if (path === '/api/kyc/generate-otp') return generate();
    if (path === '/api/kyc/validate-otp' && validate) return validate();
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  localStorage.setItem(sessionKeys.accessToken, makeJwt({ sub: userId, exp: 4_000_000_000 }));
  localStorage.setItem(sessionKeys.userId, userId);
  await renderApp('/loan-application/kyc/okyc?productCode=PERSONAL_LOAN');
  await screen.findByRole('img', { name: 'Captcha' });
}

async function askForOtp(number = '741203568917', captcha = 'aB3dE') {
  fireEvent.change(await screen.findByLabelText('Aadhaar Number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Enter Captcha'), { target: { value: captcha } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
}

async function enterOtp() {
  fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Validate OTP' }));
}

describe("Aadhaar OKYC's spec texts", () => {
  it("is titled 'Aadhaar KYC Verification' and checks the number and captcha with the spec's words", async () => {
    await open({});
    expect(screen.getByRole('heading', { level: 1, name: 'Aadhaar KYC Verification' })).toBeTruthy();

    await askForOtp('1234', '');
    expect(await screen.findByText('Please Enter 12 digit Aadhaar Number')).toBeTruthy();
    expect(screen.getByText('Please Enter Captcha')).toBeTruthy();
    await askForOtp('741203568918', 'ab');
    expect(await screen.findByText('Enter Valid Aadhar Number')).toBeTruthy();
    expect(screen.getByText('Please Enter Valid Captcha')).toBeTruthy();
  });

  it("says 'Incorrect OTP' of a wrong code and 'Please click generate otp again' of a spent one", async () => {
    let validations = 0;
    await open({
      validate: () =>
        validations++ === 0
          ? Response.json(
              { code: 'OTP_REFUSED', message: 'Incorrect OTP', fieldErrors: { otp: ['Incorrect OTP'] } },
              { status: 422 },
            )
          : Response.json({ code: 'CONFLICT', message: 'Please click generate otp again' }, { status: 409 }),
    });
    await askForOtp();

    await enterOtp();
    expect(await screen.findByText('Incorrect OTP')).toBeTruthy();
    await enterOtp();
    expect(await screen.findByText('Please click generate otp again')).toBeTruthy();
  });

  it("starts again with 'something went wrong, Please try again!' after a failure that says nothing", async () => {
    await open({ generate: badGateway });

    await askForOtp();

    expect(await screen.findByText('something went wrong, Please try again!')).toBeTruthy();
  });
});
