// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '3d6c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
const token = makeJwt({ sub: userId, exp: 4_000_000_000 });
const aadhaar = '741203568917';
const okycPath = '/loan-application/kyc/okyc?productCode=PERSONAL_LOAN';

const sessionAnswer = (n: number) => ({
  isSuccess: true,
  message: 'Captcha generated',
  session_id: `5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a1${n}`,
  captcha: `data:image/svg+xml;base64,captcha-${n}`,
});
const otpSent = (sessionId: string) => ({
  isSuccess: true,
  message: 'OTP sent to your Aadhaar-linked mobile number XXXXXX3210',
  session_id: sessionId,
  maskedMobile: 'XXXXXX3210',
  otpExpiresAt: '2030-01-01T00:10:00.000Z',
});
const verified = {
  isSuccess: true,
  message: messages.kycUpdated,
  kyc: {
    name: 'Asha Verma',
    dob: '1990-05-15',
    gender: 'F',
    address: '12, Lake View Apartments, Bengaluru 560038',
    photo: 'data:image/png;base64,iVBORw0KGgo=',
    aadhaarLast4: '8917',
  },
};
const fields = {
  productCode: 'PERSONAL_LOAN',
  required_fields: {
    KYC: [
      {
        identifier: 'documents.CURRENT_ADDRESS_PROOF',
        label: 'Current Address Proof',
        type: 'file',
        value: 'CURRENT_ADDRESS_PROOF',
        isRequired: true,
        isReadOnly: false,
      },
    ],
  },
  optional_fields: {},
};

type Answers = {
  /** Statuses of the captcha service, one per new session; then 200. */
  initiate?: number[];
  generate?: Array<() => Response>;
  validate?: Array<() => Response>;
};

/** A server whose KYC calls answer in turn; each new session gets the next session id. */
function server(answers: Answers) {
  let sessions = 0;
  const initiate = [...(answers.initiate ?? [])];
  const generate = [...(answers.generate ?? [])];
  const validate = [...(answers.validate ?? [])];
  const refused = (status: number, body: object) => Response.json(body, { status });
  return stubFetch((call: FetchCall) => {
    const path = call.url.split('?')[0];
    if (path === `/api/lam/status/${userId}`) return Response.json(userStatusOf(userId));
    if (path === '/api/kyc/initiate-okyc') {
      const status = initiate.shift();
      if (status) return refused(status, { code: 'SERVICE_UNAVAILABLE', message: messages.kycTryAgain });
      sessions += 1;
      return Response.json(sessionAnswer(sessions));
    }
    if (path === '/api/kyc/captcha') {
      sessions += 1;
      return Response.json({
        ...sessionAnswer(sessions),
        session_id: sessionAnswer(sessions - 1).session_id,
      });
    }
    if (path === '/api/kyc/generate-otp')
      return generate.shift()?.() ?? Response.json(otpSent((call.body as { session_id: string }).session_id));
    if (path === '/api/kyc/validate-otp') return validate.shift()?.() ?? Response.json(verified);
    if (path === '/api/paandu/application-fields') return Response.json(fields);
    return refused(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function signIn() {
  localStorage.setItem(sessionKeys.accessToken, token);
  localStorage.setItem(sessionKeys.userId, userId);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
const captchaImage = async () => (await screen.findByRole('img', { name: 'Captcha' })) as HTMLImageElement;
const callsTo = (calls: FetchCall[], path: string) => calls.filter((call) => call.url.startsWith(path));

async function askForOtp(number = aadhaar, captcha = 'aB3dE') {
  await captchaImage();
  fireEvent.change(await field('Aadhaar Number'), { target: { value: number } });
  fireEvent.change(await field('Enter Captcha'), { target: { value: captcha } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
}

async function enterOtp(otp = '123456') {
  fireEvent.change(await field('OTP'), { target: { value: otp } });
  fireEvent.click(screen.getByRole('button', { name: 'Validate OTP' }));
}

describe('Aadhaar KYC Verification', () => {
  it('retries the captcha session until it works, sends the OTP, validates it and goes back to the checklist', async () => {
    const calls = server({ initiate: [503] });
    signIn();
    await renderApp(okycPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Aadhaar KYC Verification' })).toBeTruthy();
    expect((await captchaImage()).src).toBe(sessionAnswer(1).captcha);
    expect(callsTo(calls, '/api/kyc/initiate-okyc')).toHaveLength(2);

    await askForOtp('7412 0356 8917');
    expect(await screen.findByText('OTP sent to your Aadhaar-linked mobile number XXXXXX3210')).toBeTruthy();
    expect(callsTo(calls, '/api/kyc/generate-otp')[0]?.body).toEqual({
      session_id: sessionAnswer(1).session_id,
      captcha: 'aB3dE',
      aadhaar_no: aadhaar,
      userId,
    });

    await enterOtp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Required Fields' })).toBeTruthy();
    expect(screen.getByText(messages.kycUpdated)).toBeTruthy();
    expect(callsTo(calls, '/api/kyc/validate-otp')[0]?.body).toEqual({
      session_id: sessionAnswer(1).session_id,
      otp: '123456',
      userId,
      invoker: 'LOAN_APPLICATION',
    });
    expect(screen.getByText('Complete')).toBeTruthy();
  });

  it("checks the Aadhaar number and the captcha in the browser with the spec's messages", async () => {
    const calls = server({});
    signIn();
    await renderApp(okycPath);

    await askForOtp('1234', '');
    expect(await screen.findByText(messages.enterAadhaarDigits)).toBeTruthy();
    expect(await screen.findByText(messages.enterCaptcha)).toBeTruthy();
    await askForOtp('741203568918', 'ab');
    expect(await screen.findByText(messages.enterValidAadhaar)).toBeTruthy();
    expect(await screen.findByText(messages.enterValidCaptcha)).toBeTruthy();
    expect(callsTo(calls, '/api/kyc/generate-otp')).toHaveLength(0);
  });

  it('gives a new captcha on refresh', async () => {
    const calls = server({});
    signIn();
    await renderApp(okycPath);
    const first = (await captchaImage()).src;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(async () => expect((await captchaImage()).src).not.toBe(first));
    expect(callsTo(calls, '/api/kyc/captcha')[0]?.url).toBe(
      `/api/kyc/captcha?session_id=${sessionAnswer(1).session_id}`,
    );
  });

  it('starts a new session when the server refuses the captcha, showing why under the field and keeping the number', async () => {
    const calls = server({
      generate: [
        () =>
          Response.json(
            {
              code: 'VALIDATION_FAILED',
              message: messages.enterValidCaptcha,
              fieldErrors: { captcha: [messages.enterValidCaptcha] },
            },
            { status: 400 },
          ),
      ],
    });
    signIn();
    await renderApp(okycPath);
    await askForOtp();

    expect(await screen.findByText(messages.enterValidCaptcha)).toBeTruthy();
    await waitFor(async () => expect((await captchaImage()).src).toBe(sessionAnswer(2).captcha));
    expect(callsTo(calls, '/api/kyc/initiate-okyc')).toHaveLength(2);
    expect((await field('Aadhaar Number')).value).toBe('7412 0356 8917');
    expect((await field('Enter Captcha')).value).toBe('');

    await askForOtp();
    expect(await screen.findByText(/OTP sent to your Aadhaar-linked mobile/)).toBeTruthy();
    expect((callsTo(calls, '/api/kyc/generate-otp')[1]?.body as { session_id: string }).session_id).toBe(
      sessionAnswer(2).session_id,
    );
  });

  it("shows 'Incorrect OTP' and stays; when the OTP is spent, asks to generate it again with a new captcha", async () => {
    const incorrect = () =>
      Response.json(
        {
          code: 'OTP_REFUSED',
          message: messages.incorrectOtp,
          fieldErrors: { otp: [messages.incorrectOtp] },
        },
        { status: 422 },
      );
    const spent = () =>
      Response.json({ code: 'CONFLICT', message: messages.generateOtpAgain }, { status: 409 });
    const calls = server({ validate: [incorrect, spent] });
    signIn();
    await renderApp(okycPath);
    await askForOtp();
    await enterOtp('000000');

    expect(await screen.findByText(messages.incorrectOtp)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validate OTP' })).toBeTruthy();

    await enterOtp('111111');
    expect(await screen.findByText(messages.generateOtpAgain)).toBeTruthy();
    await waitFor(async () => expect((await captchaImage()).src).toBe(sessionAnswer(2).captcha));
    expect((await field('Aadhaar Number')).value).toBe('7412 0356 8917');
    expect(callsTo(calls, '/api/kyc/validate-otp')).toHaveLength(2);
  });

  it("starts again with 'something went wrong, Please try again!' after any other failure", async () => {
    const calls = server({
      generate: [
        () => Response.json({ code: 'PROVIDER_UNAVAILABLE', message: messages.kycTryAgain }, { status: 502 }),
      ],
    });
    signIn();
    await renderApp(okycPath);
    await askForOtp();

    expect(await screen.findByText(messages.kycTryAgain)).toBeTruthy();
    await waitFor(async () => expect((await captchaImage()).src).toBe(sessionAnswer(2).captcha));
    expect(callsTo(calls, '/api/kyc/initiate-okyc')).toHaveLength(2);
  });
});
