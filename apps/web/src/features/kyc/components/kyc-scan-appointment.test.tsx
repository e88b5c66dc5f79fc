// @vitest-environment happy-dom
import { fill, messages } from '@kredo/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';

import { server, signIn, userId } from './kyc-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
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

  it('says what is missing before anything is sent', async () => {
    const calls = server((_call, path) => {
      if (path === '/api/paandu/profile')
        return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
      if (path !== '/api/kyc/appointment') return undefined;
      return Response.json({ appointment: null, dates: ['2026-11-23'], slots: ['10:00-12:00'] });
    });
    signIn();
    await renderApp('/loan-application/kyc/appointment?productCode=PERSONAL_LOAN');

    fireEvent.click(await screen.findByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(messages.appointmentDateUnavailable)).toBeTruthy();
    expect(screen.getByText(messages.selectToContinue)).toBeTruthy();
    expect(screen.getByText(fill(messages.enterValidField, { label: 'Street' }))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
