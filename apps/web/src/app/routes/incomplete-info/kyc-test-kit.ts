// The KYC calls for the correction screens' tests (Aadhaar OKYC, DigiLocker, scan, the modes of
// the application's product), answered like the sandbox would.
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import type { FetchCall } from '../../../test/stub-fetch';
import { applicationId } from './flows-test-kit';

export const okycSession = {
  isSuccess: true,
  message: 'Captcha generated',
  session_id: '5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a11',
  captcha: 'data:image/svg+xml;base64,captcha-1',
};
export const digilockerSession = '6c1d8f2f-1b55-4b1b-8e54-2d2a7c1a8b22';
const kyc = {
  name: 'Asha Verma',
  dob: '1990-05-15',
  gender: 'F',
  address: '12, Lake View Apartments, Bengaluru 560038',
  photo: 'data:image/png;base64,iVBORw0KGgo=',
  aadhaarLast4: '8917',
};

/** A route for `serveCorrections` answering every KYC call with success. */
export function kycRoutes(_call: FetchCall, path: string): Response | undefined {
  switch (path) {
    case '/api/kyc/initiate-okyc':
      return Response.json(okycSession);
    case '/api/kyc/generate-otp':
      return Response.json({
        isSuccess: true,
        message: 'OTP sent to your Aadhaar-linked mobile number XXXXXX3210',
        session_id: okycSession.session_id,
        maskedMobile: 'XXXXXX3210',
        otpExpiresAt: '2030-01-01T00:10:00.000Z',
      });
    case '/api/kyc/validate-otp':
      return Response.json({ isSuccess: true, message: messages.kycUpdated, kyc });
    case '/api/kyc/digilocker/complete':
      return Response.json({ isSuccess: true, message: messages.digilockerUpdated, kyc });
    case '/api/paandu/kyc-modes':
      return Response.json({
        kycModes: [{ mode: 'OKYC' }, { mode: 'KYC_DIGI_LOCKER' }, { mode: 'SCAN' }, { mode: 'APPOINTMENT' }],
      });
    case '/api/paandu/latest-application-status':
      return Response.json({
        application: {
          applicationId,
          status: 'INCOMPLETE_INFO',
          subStatuses: [],
          productCode: 'PERSONAL_LOAN',
          productType: 'PERSONAL_LOAN',
          amountRequested: 10_000_000,
          tenureRequested: 12,
          purpose: null,
          latestStatusUpdateTime: '2026-11-20T10:00:00.000Z',
        },
      });
    default:
      return undefined;
  }
}

/** Aadhaar number and captcha, Generate OTP, then the OTP and Validate OTP. */
export async function passOkyc() {
  await screen.findByRole('img', { name: 'Captcha' });
  fireEvent.change(await screen.findByLabelText('Aadhaar Number'), { target: { value: '741203568917' } });
  fireEvent.change(await screen.findByLabelText('Enter Captcha'), { target: { value: 'aB3dE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
  fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Validate OTP' }));
}
