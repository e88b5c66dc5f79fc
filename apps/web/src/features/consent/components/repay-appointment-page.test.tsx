// @vitest-environment happy-dom
import type { NachAppointment } from '@kredo/contract/mandates';
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  awaitingRepayment,
  callsTo,
  consentServer,
  opportunityId,
  opportunityOf,
  type ConsentServer,
} from '../consent-test-kit';

const appointmentPath = '/api/hagen/nach-appointment';

const address = {
  house: '12B',
  street: 'MG Road',
  locality: 'Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
};

/** Two open days and two slots; a booking is held and answered back as BOOKED. */
function appointmentServer(): ConsentServer & { booked: () => NachAppointment | null } {
  let booked: NachAppointment | null = null;
  const server = consentServer(opportunityOf({ ...awaitingRepayment }), (call, path) => {
    if (path !== appointmentPath) return undefined;
    if (call.method === 'POST') {
      const body = call.body as Omit<NachAppointment, 'id' | 'status'>;
      booked = { id: 'a-1', status: 'BOOKED', ...body };
      return Response.json(booked);
    }
    return Response.json({
      appointment: booked,
      dates: ['2026-11-26', '2026-11-27'],
      slots: ['10:00-12:00', '14:00-16:00'],
    });
  });
  return Object.assign(server, { booked: () => booked });
}

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByRole('form')).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the agent visit (Appointment mode)', () => {
  it('books a day, slot, place and address, then shows the visit and that the agent brings the form', async () => {
    const server = appointmentServer();
    await renderApp('/consent/repay/appointment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Book an agent visit' })).toBeTruthy();
    await pick('Date', 'Thursday, 26 November 2026');
    await pick('Time Slot', '14:00-16:00');
    fireEvent.click(screen.getByRole('radio', { name: 'At my office' }));
    for (const [label, value] of [
      ['House/Flat No.', address.house],
      ['Street', address.street],
      ['Locality', address.locality],
      ['Landmark', address.landmark],
      ['Pincode', address.pincode],
    ])
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Book visit' }));

    expect(
      await screen.findByText(
        'Our agent will bring the NACH form for you to sign, and collect it at this visit:',
      ),
    ).toBeTruthy();
    const visit = screen.getByRole('alert', { name: 'Your agent visit' });
    expect(visit.textContent).toContain('Thursday, 26 November 2026, 14:00-16:00');
    expect(visit.textContent).toContain('At my office');
    expect(visit.textContent).toContain('12B, MG Road, Indiranagar, Near the metro, 560038');
    expect(callsTo(server, appointmentPath).find((call) => call.method === 'POST')?.body).toEqual({
      opportunityId,
      date: '2026-11-26',
      slot: '14:00-16:00',
      locationType: 'OFFICE',
      address,
    });
    expect(
      new URL(callsTo(server, appointmentPath)[0]!.url, 'http://x').searchParams.get('opportunityId'),
    ).toBe(opportunityId);
  });

  it('asks for every field before booking', async () => {
    const server = appointmentServer();
    await renderApp('/consent/repay/appointment');
    fireEvent.click(await screen.findByRole('button', { name: 'Book visit' }));

    expect(await screen.findByText(messages.appointmentDateUnavailable)).toBeTruthy();
    expect(screen.getAllByText(messages.selectToContinue)).toHaveLength(2);
    expect(callsTo(server, appointmentPath).filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(server.booked()).toBeNull();
  });

  it('is kept by the area while the repayment step is due', async () => {
    appointmentServer();
    await renderApp('/consent/repay/appointment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an agent visit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Choose another way' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up repayment' })).toBeTruthy();
  });
});
