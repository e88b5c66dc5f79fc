// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealReturnUrl } from '@kredo/contract/kyc';
import { queryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { userStatusOf } from '../../../test/user-status';

const userId = '9e6c2e4e-1c1d-4f7a-9a51-6a0d8e1f2b3c';
const token = makeJwt({ sub: userId, exp: 4_000_000_000 });
const sessionId = '5b0c7e1e-0a44-4a0a-9d43-1c1f6b0f7a11';
const kycField = (value: string | null) => ({
  identifier: 'documents.CURRENT_ADDRESS_PROOF',
  label: 'Current Address Proof',
  type: 'file',
  value,
  isRequired: true,
  isReadOnly: false,
});
const kyc = {
  name: 'Rahul Sharma',
  dob: '1988-11-02',
  gender: 'M',
  address: 'Flat 4B, Sai Residency, Baner Road, Pune 411045',
  photo: 'data:image/png;base64,iVBORw0KGgo=',
  aadhaarLast4: '0726',
};

/** A server for the KYC screens; `answer` may take any call first. */
function server(answer: (call: FetchCall, path: string) => Response | undefined = () => undefined) {
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

function signIn() {
  localStorage.setItem(sessionKeys.accessToken, token);
  localStorage.setItem(sessionKeys.userId, userId);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

const callTo = (calls: FetchCall[], path: string) => calls.find((call) => call.url.startsWith(path));

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

describe('Scan (digital KYC)', () => {
  const file = (name: string, type: string) => new File(['%PDF-1.4'], name, { type });

  it('needs both sides, then sends each as a scanned current address proof and goes back', async () => {
    const calls = server();
    signIn();
    await renderApp('/loan-application/kyc/scan?productCode=PERSONAL_LOAN');

    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.uploadCurrentAddressProof)).toBeTruthy();
    expect(screen.getByText(messages.selectType)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Address Proof Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Passport' }));
    fireEvent.change(screen.getByLabelText('Front side'), {
      target: { files: [file('front.pdf', 'application/pdf')] },
    });
    fireEvent.change(screen.getByLabelText('Back side'), {
      target: { files: [file('back.gif', 'image/gif')] },
    });
    expect(await screen.findByText(messages.allowedFileTypes)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Back side'), {
      target: { files: [file('back.pdf', 'application/pdf')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Required Fields' })).toBeTruthy();
    const uploads = calls.filter((call) => call.url === '/api/paandu/docs').map((call) => call.body);
    expect(uploads).toEqual([
      expect.objectContaining({
        userId,
        docType: 'CURRENT_ADDRESS_PROOF',
        docSubType: 'PASSPORT',
        side: 'FRONT',
        docMode: 'SCAN',
      }),
      expect.objectContaining({ side: 'BACK', docMode: 'SCAN' }),
    ]);
    expect((uploads[0] as { imageB64: string }).imageB64).toMatch(/^data:application\/pdf;base64,/);
  });
});

describe('Appointment', () => {
  it('books a visit on an offered date and slot, and shows it back', async () => {
    const booked = {
      id: 'a-1',
      date: '2026-11-24',
      slot: '12:00-14:00',
      address: {
        house: '12B',
        street: 'MG Road',
        locality: 'Shanthala Nagar',
        landmark: 'Near Metro',
        pincode: '560001',
      },
      status: 'BOOKED',
      bookedAt: '2026-11-21T10:00:00.000Z',
    };
    let appointment: typeof booked | null = null;
    const calls = server((_call, path) => {
      if (path === '/api/paandu/profile')
        return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
      if (path !== '/api/kyc/appointment') return undefined;
      if (_call.method === 'POST') {
        appointment = booked;
        return Response.json({ isSuccess: true, message: messages.appointmentBooked, appointment });
      }
      return Response.json({
        appointment,
        dates: ['2026-11-23', '2026-11-24'],
        slots: ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'],
      });
    });
    signIn();
    await renderApp('/loan-application/kyc/appointment?productCode=PERSONAL_LOAN');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Date' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tuesday, 24 November 2026' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Time Slot' }));
    fireEvent.click(await screen.findByRole('option', { name: '12:00-14:00' }));
    for (const [label, value] of Object.entries({
      'House/Flat No.': '12B',
      Street: 'MG Road',
      Locality: 'Shanthala Nagar',
      Landmark: 'Near Metro',
      Pincode: '560001',
    }))
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByText('Tuesday, 24 November 2026, 12:00-14:00')).toBeTruthy();
    expect(
      screen.getByText('Your KYC is complete once the agent has collected your documents.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/kyc/appointment')?.body).toEqual(
      {
        userId,
        date: '2026-11-24',
        slot: '12:00-14:00',
        address: booked.address,
      },
    );
  });
});
