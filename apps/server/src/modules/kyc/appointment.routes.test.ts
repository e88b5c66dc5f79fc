import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { kycTestKit, type Session } from './kyc-test-kit.ts';

const address = {
  house: '12B',
  street: 'MG Road',
  locality: 'Shanthala Nagar',
  landmark: 'Near Metro Station',
  pincode: '560001',
};

describe('KYC appointment for physical documents', () => {
  const ctx = {} as { t: TestApp };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());
  const kit = kycTestKit(ctx);

  const state = async (b: Session) => {
    const reply = await kit.inject({ url: `/api/kyc/appointment?userId=${b.userId}`, headers: b.headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { appointment: Record<string, unknown> | null; dates: string[]; slots: string[] };
  };
  const book = (b: Session, body: Record<string, unknown>) =>
    kit.inject({
      method: 'POST',
      url: '/api/kyc/appointment',
      headers: b.headers,
      payload: { userId: b.userId, address, slot: '10:00-12:00', ...body },
    });

  it('offers the next seven days without Sundays and four slots, books one, and shows it back', async () => {
    const b = await kit.borrower();
    const open = await state(b);
    expect(open.appointment).toBeNull();
    expect(open.slots).toEqual(['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00']);
    expect(open.dates).toHaveLength(6);
    expect(open.dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(open.dates[0]! > ctx.t.deps.clock.businessDate()).toBe(true);

    const reply = await book(b, { date: open.dates[2], slot: '14:00-16:00' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      isSuccess: true,
      message: 'Your appointment is booked',
      appointment: { date: open.dates[2], slot: '14:00-16:00', address, status: 'BOOKED' },
    });
    expect((await state(b)).appointment).toMatchObject({ date: open.dates[2], address });

    // Booking again replaces the visit.
    await book(b, { date: open.dates[0] });
    expect((await state(b)).appointment).toMatchObject({ date: open.dates[0], slot: '10:00-12:00' });
  });

  it('does not complete KYC by itself', async () => {
    const b = await kit.borrower();
    const { dates } = await state(b);
    await book(b, { date: dates[0] });
    const fields = await kit.inject({
      url: '/api/paandu/application-fields?productCode=PERSONAL_LOAN',
      headers: b.headers,
    });
    const kyc = (fields.json() as { required_fields: Record<string, Array<{ value: unknown }>> })
      .required_fields.KYC;
    expect(kyc?.[0]?.value).toBeNull();
  });

  it('refuses a date outside the window, an unknown slot and a missing address line', async () => {
    const b = await kit.borrower();
    const today = ctx.t.deps.clock.businessDate();
    const past = await book(b, { date: today });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fieldErrors: { date: ['Please select a date from the list'] } });
    const { dates } = await state(b);
    const slot = await book(b, { date: dates[0], slot: '20:00-22:00' });
    expect(slot.statusCode).toBe(400);
    expect(slot.json()).toMatchObject({
      fieldErrors: { slot: ['Please select this to continue the application'] },
    });
    const noLandmark = await book(b, { date: dates[0], address: { ...address, landmark: undefined } });
    expect(noLandmark.statusCode).toBe(400);
    expect(noLandmark.json()).toMatchObject({
      fieldErrors: { 'address.landmark': ['Please enter this to continue the application'] },
    });
  });

  it("keeps one borrower's appointment from another", async () => {
    const owner = await kit.borrower();
    const other = await kit.borrower();
    const { dates } = await state(owner);
    await book(owner, { date: dates[0] });
    expect(
      (await kit.inject({ url: `/api/kyc/appointment?userId=${owner.userId}`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
    expect((await book(other, { userId: owner.userId, date: dates[0] })).statusCode).toBe(403);
    expect((await state(other)).appointment).toBeNull();
  });
});
