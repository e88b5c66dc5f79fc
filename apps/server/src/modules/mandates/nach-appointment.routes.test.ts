import type { MandateQueueItem, NachAppointment } from '@kredo/contract/mandates';
import { messages } from '@kredo/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { pdf } from '../documents/documents-test-kit.ts';
import { findMandate } from './mandate-records.ts';
import { mandateTestKit, visitAddress } from './mandate-routes-test-kit.ts';
import { nachAppointments } from './mandates.schema.ts';

type State = { appointment: NachAppointment | null; dates: string[]; slots: string[] };

describe("the agent's visit to collect the signed NACH form ('Appointment' mode, spec 001 §2.6)", () => {
  const ctx = {} as { t: TestApp };
  const kit = mandateTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await kit.staff.seed();
  });
  afterAll(() => ctx.t.close());

  const state = async (headers: Record<string, string>, opportunityId: string) => {
    const reply = await kit.appointmentState(headers, opportunityId);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as State;
  };
  const visitsOf = (mandateId: string) =>
    ctx.t.deps.db.select().from(nachAppointments).where(eq(nachAppointments.mandateId, mandateId));

  it('offers the days from tomorrow without Sundays and the slots; books at the office, then moves the visit home', async () => {
    const b = await kit.signedBorrower();
    const open = await state(b.headers, b.opportunityId);
    expect(open.appointment).toBeNull();
    expect(open.slots).toEqual(['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00']);
    expect(open.dates.length).toBeGreaterThanOrEqual(6);
    expect(open.dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(open.dates[0]! > ctx.t.deps.clock.businessDate()).toBe(true);

    const office = await kit.book(b.headers, {
      opportunityId: b.opportunityId,
      date: open.dates[1],
      slot: '12:00-14:00',
      locationType: 'OFFICE',
    });
    expect(office.statusCode, office.body).toBe(200);
    expect(office.json()).toMatchObject({
      isSuccess: true,
      message: messages.appointmentBooked,
      appointment: {
        date: open.dates[1],
        slot: '12:00-14:00',
        locationType: 'OFFICE',
        address: visitAddress,
        status: 'BOOKED',
      },
    });
    const shown = await kit.details(b.headers, b.opportunityId);
    expect(shown.nach).toMatchObject({ mode: 'PNACH', collection: 'AGENT', nachStatus: null });
    const mandateId = shown.nach!.mandateId;

    const home = await kit.book(b.headers, {
      opportunityId: b.opportunityId,
      date: open.dates[3],
      locationType: 'RESIDENCE',
    });
    expect(home.statusCode, home.body).toBe(200);
    expect((await state(b.headers, b.opportunityId)).appointment).toMatchObject({
      date: open.dates[3],
      locationType: 'RESIDENCE',
      status: 'BOOKED',
    });
    // The same attempt; one visit booked, the first set aside.
    expect((await kit.details(b.headers, b.opportunityId)).nach?.mandateId).toBe(mandateId);
    const visits = await visitsOf(mandateId);
    expect(visits.map((v) => v.status).sort()).toEqual(['BOOKED', 'CANCELLED']);
  });

  it('refuses a day outside the window, and keeps the address sealed in the database', async () => {
    const b = await kit.signedBorrower();
    const today = ctx.t.deps.clock.businessDate();
    const past = await kit.book(b.headers, { opportunityId: b.opportunityId, date: today });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: messages.appointmentDateUnavailable,
      fieldErrors: { date: [messages.appointmentDateUnavailable] },
    });
    const { dates } = await state(b.headers, b.opportunityId);
    const sunday = nextSundayAfter(dates[0]!);
    expect((await kit.book(b.headers, { opportunityId: b.opportunityId, date: sunday })).statusCode).toBe(
      400,
    );
    const later = await kit.book(b.headers, { opportunityId: b.opportunityId, date: '2099-01-05' });
    expect(later.statusCode).toBe(400);
    expect((await kit.details(b.headers, b.opportunityId)).nach).toBeNull();

    const booked = (await kit.book(b.headers, { opportunityId: b.opportunityId, date: dates[0] })).json();
    const [row] = await ctx.t.deps.db
      .select()
      .from(nachAppointments)
      .where(eq(nachAppointments.id, booked.appointment.id));
    const stored = JSON.stringify(row);
    for (const part of Object.values(visitAddress)) expect(stored).not.toContain(part);
    expect(row?.addressSealed).not.toContain('MG Road');
  });

  it('another borrower can neither read nor book the visit; an upload of their own calls it off', async () => {
    const b = await kit.signedBorrower();
    const { dates } = await state(b.headers, b.opportunityId);
    await kit.book(b.headers, { opportunityId: b.opportunityId, date: dates[0] });
    const other = await kit.signedBorrower();
    expect((await kit.appointmentState(other.headers, b.opportunityId)).statusCode).toBe(404);
    const moved = await kit.book(other.headers, { opportunityId: b.opportunityId, date: dates[2] });
    expect(moved.statusCode).toBe(404);
    expect((await state(b.headers, b.opportunityId)).appointment).toMatchObject({ date: dates[0] });

    // The borrower uploads the form themselves after all: the visit is called off.
    const visitFor = (await kit.details(b.headers, b.opportunityId)).nach!.mandateId;
    expect((await kit.upload(b, pdf)).statusCode).toBe(200);
    expect((await visitsOf(visitFor)).map((v) => v.status)).toEqual(['CANCELLED']);
    expect((await findMandate(ctx.t.deps.db, visitFor))?.status).toBe('CANCELLED');
    expect((await state(b.headers, b.opportunityId)).appointment).toBeNull();
  });

  it('shows the visit to operations; the form the agent collected moves it to IN_PROCESS and the visit to COLLECTED', async () => {
    const b = await kit.signedBorrower();
    const { dates } = await state(b.headers, b.opportunityId);
    const booked = (await kit.book(b.headers, { opportunityId: b.opportunityId, date: dates[0] })).json();
    const mandateId = (await kit.details(b.headers, b.opportunityId)).nach!.mandateId;

    const visits = (await kit.desk.queue('appointments')).json() as { items: MandateQueueItem[] };
    const item = visits.items.find((i) => i.mandateId === mandateId);
    expect(item).toMatchObject({
      mode: 'PNACH',
      collection: 'AGENT',
      status: 'PENDING',
      appointment: { id: booked.appointment.id, date: dates[0], address: visitAddress, status: 'BOOKED' },
    });
    expect((await kit.desk.detail(mandateId)).json().allowedActions).toContain('collected-scan');

    const collected = await kit.desk.collectedScan(mandateId, pdf);
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      status: 'IN_PROCESS',
      appointment: { status: 'COLLECTED' },
      scan: { contentType: 'application/pdf' },
    });
    expect((await findMandate(ctx.t.deps.db, mandateId))?.scanDocumentId).not.toBeNull();
    const scans = (await kit.desk.queue('scans')).json() as { items: MandateQueueItem[] };
    expect(scans.items.map((i) => i.mandateId)).toContain(mandateId);
    const after = (await kit.desk.queue('appointments')).json() as { items: MandateQueueItem[] };
    expect(after.items.map((i) => i.mandateId)).not.toContain(mandateId);
    expect((await kit.details(b.headers, b.opportunityId)).nach).toMatchObject({
      nachStatus: 'IN_PROCESS',
      collection: 'AGENT',
    });
    // Collected once: a second scan of the same form is refused.
    expect((await kit.desk.collectedScan(mandateId, pdf)).statusCode).toBe(409);
    expect((await kit.desk.accept(mandateId)).json().status).toBe('AUTHORIZED');
  });
});

function nextSundayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 0);
  return day.toISOString().slice(0, 10);
}
