// Shared fixtures of the KYC screen tests: a signed-in borrower and a server for the KYC calls.
import { messages } from '@kredo/contract/messages';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

export const userId = '9e6c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
export const token = makeJwt({ sub: userId, exp: 4_000_000_000 });
export const sessionId = '5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a11';
export const kycField = (value: string | null) => ({
  identifier: 'documents.CURRENT_ADDRESS_PROOF',
  label: 'Current Address Proof',
  type: 'file',
  value,
  isRequired: true,
  isReadOnly: false,
});
export const kyc = {
  name: 'Rahul Sharma',
  dob: '1988-11-02',
  gender: 'M',
  address: 'Flat 4B, Sai Residency, Baner Road, Pune 411045',
  photo: 'data:image/png;base64,iVBORw0KGgo=',
  aadhaarLast4: '0726',
};

/** A server for the KYC screens; `answer` may take any call first. */
export function server(answer: (call: FetchCall, path: string) => Response | undefined = () => undefined) {
  let kycDone = false;
  return stubFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const given = answer(call, path);
    if (given) return given;
    if (path === `/api/lam/status/${userId}`) return Response.json(userStatusOf(userId));
    if (path === '/api/paandu/kyc-modes')
      return Response.json({
        kycModes: [{ mode: 'OKYC' }, { mode: 'KYC_DIGI_LOCKER' }, { mode: 'SCAN' }, { mode: 'APPOINTMENT' }],
      });
    if (path === '/api/paandu/application-fields')
      return Response.json({
        productCode: 'PERSONAL_LOAN',
        required_fields: { KYC: [kycField(kycDone ? 'CURRENT_ADDRESS_PROOF' : null)] },
        optional_fields: {},
      });
    if (path === '/api/kyc/digilocker/complete') {
      kycDone = true;
      return Response.json({ isSuccess: true, message: messages.digilockerUpdated, kyc });
    }
    if (path === '/api/paandu/docs') {
      kycDone = true;
      const body = call.body as { side: string; docSubType: string };
      return Response.json(
        {
          document: {
            id: `d-${body.side}`,
            docType: 'CURRENT_ADDRESS_PROOF',
            docSubType: body.docSubType,
            side: body.side,
            docMode: 'SCAN',
            contentType: 'application/pdf',
            sizeBytes: 8,
            sha256: 'ab',
            date: '2026-11-21T10:00:00.000Z',
            current: true,
          },
        },
        { status: 201 },
      );
    }
    if (path === '/api/events/log-event') return new Response(null, { status: 204 });
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
}

export function signIn() {
  localStorage.setItem(sessionKeys.accessToken, token);
  localStorage.setItem(sessionKeys.userId, userId);
}

export const callTo = (calls: FetchCall[], path: string) => calls.find((call) => call.url.startsWith(path));
