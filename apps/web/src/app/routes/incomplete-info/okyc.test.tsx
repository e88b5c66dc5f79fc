// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls, userId } from './flows-test-kit';
import { kycRoutes, okycSession, passOkyc } from './kyc-test-kit';

describe('the Aadhaar OKYC correction', () => {
  it('runs the OKYC invoked by the incomplete-info area, then settles AADHAAR_OKYC and goes back', async () => {
    const calls = serveCorrections(['AADHAAR_OKYC', 'SELFIE_UNCLEAR'], kycRoutes);
    await renderApp('/incomplete-info/okyc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Aadhaar KYC Verification' })).toBeTruthy();
    await passOkyc();

    await expectSettled('Aadhaar OKYC');
    expect(calls.find((call) => call.url === '/api/kyc/validate-otp')?.body).toEqual({
      session_id: okycSession.session_id,
      otp: '123456',
      userId,
      invoker: 'INCOMPLETE_INFO',
    });
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['AADHAAR_OKYC'] }]);
  });
});
