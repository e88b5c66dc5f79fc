// @vitest-environment happy-dom
import { revealReturnUrl } from '@kredo/contract/kyc';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { applicationId, expectSettled, serveCorrections, settleCalls, userId } from './flows-test-kit';
import { digilockerSession, kycRoutes } from './kyc-test-kit';

const initiated = () =>
  Response.json({
    isSuccess: true,
    message: 'Redirecting to DigiLocker',
    session_id: digilockerSession,
    state: 'st-1',
    authorizeUrl: '/api/dev/digilocker/consent?client_id=kredo-sandbox&response_type=code&state=st-1',
  });

describe('the DigiLocker OKYC correction', () => {
  it('sends the borrower to DigiLocker to come back to this screen, invoked by the incomplete-info area', async () => {
    const calls = serveCorrections(['DIGILOCKER_OKYC'], kycRoutes, (_call, path) =>
      path === '/api/kyc/digilocker/initiate' ? initiated() : undefined,
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
    await renderApp('/healwise/incomplete-info/digilocker-okyc');

    fireEvent.click(await screen.findByRole('button', { name: 'Continue to DigiLocker' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/kyc/digilocker/initiate')?.body).toEqual({
      userId,
      invoker: 'INCOMPLETE_INFO',
    });
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost:8080');
    expect(revealReturnUrl(target.searchParams.get('redirect') ?? '')).toBe(
      `http://localhost:8080/#/healwise/incomplete-info/digilocker-okyc?userId=${userId}&session_id=${digilockerSession}&invoker=INCOMPLETE_INFO`,
    );
  });

  it("completes the KYC on the return ('Digilocker KYC updated successfully'); Continue settles DIGILOCKER_OKYC", async () => {
    const calls = serveCorrections(['DIGILOCKER_OKYC', 'PAN_UNCLEAR'], kycRoutes);
    await renderApp(
      `/incomplete-info/digilocker-okyc?userId=${userId}&session_id=${digilockerSession}&invoker=INCOMPLETE_INFO&code=c-1&state=st-1`,
    );

    expect(await screen.findByText('Digilocker KYC updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/kyc/digilocker/complete')?.body).toEqual({
      userId,
      session_id: digilockerSession,
      state: 'st-1',
      code: 'c-1',
    });
    expect(settleCalls(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await expectSettled('Digilocker OKYC');
    expect(settleCalls(calls)).toEqual([{ applicationId, subStatuses: ['DIGILOCKER_OKYC'] }]);
  });

  it('logs an error when the return carries no userId, and settles nothing', async () => {
    const calls = serveCorrections(['DIGILOCKER_OKYC'], kycRoutes);
    await renderApp(`/incomplete-info/digilocker-okyc?session_id=${digilockerSession}&code=c-1&state=st-1`);

    expect(await screen.findByText('something went wrong, Please try again!')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/events/log-event')?.body).toMatchObject({
        event_name: 'DigilockerKycError',
        type: 'error',
      }),
    );
    expect(settleCalls(calls)).toEqual([]);
  });
});
