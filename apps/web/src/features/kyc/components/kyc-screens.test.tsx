// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealReturnUrl } from '@kredo/contract/kyc';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';

import { callTo, server, sessionId, signIn, userId } from './kyc-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the KYC option chooser', () => {
  it("is the checklist's KYC category form, one entry per mode of the product", async () => {
    server();
    signIn();
    await renderApp('/loan-application/application-field/user-form?productCode=PERSONAL_LOAN&category=KYC');

    expect(await screen.findByRole('heading', { level: 1, name: 'KYC' })).toBeTruthy();
    const options = await screen.findByRole('list', { name: 'KYC options' });
    const links = within(options).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Aadhaar OKYC'),
      expect.stringContaining('Digilocker OKYC'),
      expect.stringContaining('Scan (digital KYC)'),
      expect.stringContaining('Appointment (physical documents)'),
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      '/loan-application/kyc/okyc?productCode=PERSONAL_LOAN&invoker=LOAN_APPLICATION',
    );
  });

  it("keeps the partner's path and where to go back", async () => {
    server();
    signIn();
    await renderApp(
      '/healwise/loan-application/kyc?productCode=PERSONAL_LOAN&returnTo=%2Floan-application%2Fform%2Fdocuments',
    );
    const options = await screen.findByRole('list', { name: 'KYC options' });
    expect(within(options).getAllByRole('link')[1]?.getAttribute('href')).toBe(
      '/healwise/loan-application/kyc/digilocker?productCode=PERSONAL_LOAN&invoker=LOAN_APPLICATION&returnTo=%2Floan-application%2Fform%2Fdocuments',
    );
  });
});

describe('Digilocker KYC Verification', () => {
  it('sends the borrower to the consent page with an obfuscated return address carrying their userId', async () => {
    const calls = server((call, path) =>
      path === '/api/kyc/digilocker/initiate'
        ? Response.json({
            isSuccess: true,
            message: 'Redirecting to DigiLocker',
            session_id: sessionId,
            state: 'st-1',
            authorizeUrl: '/api/dev/digilocker/consent?client_id=kredo-sandbox&response_type=code&state=st-1',
          })
        : undefined,
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
    signIn();
    await renderApp('/healwise/loan-application/kyc/digilocker?productCode=PERSONAL_LOAN');

    fireEvent.click(await screen.findByRole('button', { name: 'Continue to DigiLocker' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(callTo(calls, '/api/kyc/digilocker/initiate')?.body).toEqual({
      userId,
      invoker: 'LOAN_APPLICATION',
    });
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost:8080');
    expect(target.pathname).toBe('/api/dev/digilocker/consent');
    expect(target.searchParams.get('state')).toBe('st-1');
    expect(revealReturnUrl(target.searchParams.get('redirect') ?? '')).toBe(
      `http://localhost:8080/#/healwise/loan-application/kyc/digilocker?userId=${userId}&session_id=${sessionId}&invoker=LOAN_APPLICATION&returnTo=%2Floan-application%2Fapplication-field%3FproductCode%3DPERSONAL_LOAN`,
    );
  });

  it("completes the KYC on the return with a code, says 'Digilocker KYC updated successfully', and goes back", async () => {
    const calls = server();
    signIn();
    await renderApp(
      `/loan-application/kyc/digilocker?userId=${userId}&session_id=${sessionId}&invoker=LOAN_APPLICATION&returnTo=%2Floan-application%2Fapplication-field%3FproductCode%3DPERSONAL_LOAN&code=c-1&state=st-1`,
    );

    expect(await screen.findByText(messages.digilockerUpdated)).toBeTruthy();
    expect(screen.getByText('Rahul Sharma')).toBeTruthy();
    expect(screen.getByText('2 Nov 1988 · Male')).toBeTruthy();
    expect(callTo(calls, '/api/kyc/digilocker/complete')?.body).toEqual({
      userId,
      session_id: sessionId,
      state: 'st-1',
      code: 'c-1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Required Fields' })).toBeTruthy();
    expect(await screen.findByText('Complete')).toBeTruthy();
  });

  it('shows the refusal after a denied consent and offers to try again', async () => {
    const calls = server((_call, path) =>
      path === '/api/kyc/digilocker/complete'
        ? Response.json({ isSuccess: false, message: messages.digilockerDenied, kyc: null })
        : undefined,
    );
    signIn();
    await renderApp(
      `/loan-application/kyc/digilocker?productCode=PERSONAL_LOAN&userId=${userId}&session_id=${sessionId}&error=access_denied&state=st-1`,
    );
    expect(await screen.findByText(messages.digilockerDenied)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(callTo(calls, '/api/kyc/digilocker/complete')?.body).toMatchObject({ error: 'access_denied' });
  });

  it('logs an error and shows a failure when the return carries no userId', async () => {
    const calls = server();
    signIn();
    await renderApp(`/loan-application/kyc/digilocker?session_id=${sessionId}&code=c-1&state=st-1`);
    expect(await screen.findByText(messages.kycTryAgain)).toBeTruthy();
    await waitFor(() =>
      expect(callTo(calls, '/api/events/log-event')?.body).toMatchObject({
        event_name: 'DigilockerKycError',
        user_id: userId,
        type: 'error',
      }),
    );
    expect(callTo(calls, '/api/kyc/digilocker/complete')).toBeUndefined();
  });
});
