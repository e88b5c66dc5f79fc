import type { SubscribeResult } from '@kredo/contract/insurance';
import {
  backOfficeInsurancePaths,
  type InsuranceOrderDetail,
  type InsuranceOrderRow,
} from '@kredo/contract/insurance-back-office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { operations, staffTestKit, underwriter } from '../staff/staff-test-kit.ts';
import { formValues, insuranceTestKit } from './insurance-test-kit.ts';

describe("operations' insurance", () => {
  const ctx = {} as { t: TestApp };
  const kit = insuranceTestKit(ctx);
  const staff = staffTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await staff.seed();
  });
  afterAll(() => ctx.t.close());

  const path = (template: string, orderId: string) => template.replace(':orderId', orderId);

  it('lists orders awaiting the insurer and asks the insurer about one now, audited', async () => {
    const c = await kit.customer();
    const orderId = await kit.paid(c, 'pa-family-1y', formValues({ name: 'Issue Late' }));
    await kit.sweep();
    const ops = (await staff.signInStaff(operations.email)).headers;
    const waiting = await kit.inject({
      url: `${backOfficeInsurancePaths.orders}?status=AWAITING_INSURER`,
      headers: ops,
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const row = waiting
      .json<{ orders: InsuranceOrderRow[] }>()
      .orders.find((each) => each.orderId === orderId);
    expect(row).toMatchObject({ state: 'PROPOSED', customerName: 'Issue Late', price: 349_00 });
    expect(row?.mobile).toMatch(/^XXXXXX\d{4}$/);
    ctx.t.deps.clock.advance(6 * 3_600_000);
    const fresh = (await staff.signInStaff(operations.email)).headers;
    const asked = await kit.inject({
      method: 'POST',
      url: path(backOfficeInsurancePaths.refreshOrder, orderId),
      headers: fresh,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const detail = asked.json<InsuranceOrderDetail>();
    expect(detail.order.state).toBe('ISSUED');
    expect(detail.issuance.insurerStatus).toBe('ISSUED');
    expect(detail.events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['ORDER_CREATED', 'PREMIUM_PAID', 'POLICY_ISSUED', 'REFRESH_INSURANCE_ORDER']),
    );
    const issued = await kit.inject({
      url: `${backOfficeInsurancePaths.orders}?status=ISSUED`,
      headers: fresh,
    });
    expect(issued.json<{ orders: InsuranceOrderRow[] }>().orders.map((each) => each.orderId)).toContain(
      orderId,
    );
  });

  it('cancels a policy in its free look period on the customer request, audited, and only for managers', async () => {
    const c = await kit.customer();
    const orderId = await kit.issued(c, 'mosquito-individual-1y');
    const reader = (await staff.signInStaff(underwriter.email)).headers;
    const ops = (await staff.signInStaff(operations.email)).headers;
    const url = path(backOfficeInsurancePaths.cancelOrder, orderId);
    const payload = { note: 'Customer e-mailed on the day of issue asking to cancel' };
    const refused = await kit.inject({ method: 'POST', url, headers: reader, payload });
    expect(refused.statusCode).toBe(403);
    const short = await kit.inject({ method: 'POST', url, headers: ops, payload: { note: 'no' } });
    expect(short.statusCode).toBe(400);
    const cancelled = await kit.inject({ method: 'POST', url, headers: ops, payload });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = cancelled.json<InsuranceOrderDetail>();
    expect(detail.order).toMatchObject({
      state: 'CANCELLED',
      refund: { reason: 'FREE_LOOK', amount: 79_00 },
    });
    expect(detail.events.find((event) => event.action === 'CANCEL_INSURANCE_POLICY')).toMatchObject({
      actor: operations.email,
      note: payload.note,
    });
    const again = await kit.inject({ method: 'POST', url, headers: ops, payload });
    expect(again.statusCode).toBe(422);
    const missing = await kit.inject({
      url: path(backOfficeInsurancePaths.order, '00000000-0000-4000-8000-000000000000'),
      headers: ops,
    });
    expect(missing.statusCode).toBe(404);
    expect((await kit.inject({ url: backOfficeInsurancePaths.orders, headers: c.headers })).statusCode).toBe(
      401,
    );
  });

  it('tries a declined refund again as a new refund, audited, and only a declined one', async () => {
    const c = await kit.customer();
    const { url, orderId } = (
      await kit.subscribe(c, 'pa-individual-1y', formValues({ name: 'Refuse Me' }))
    ).json<SubscribeResult>();
    // Its payer's bank declines every refund.
    await kit.payAtGateway(url ?? '', 'refundfail@upi');
    ctx.t.deps.clock.advance(10_000);
    await kit.deliverPaymentWebhooks();
    await kit.sweep();
    ctx.t.deps.clock.advance(3 * 60_000);
    await kit.sweep();
    const ops = (await staff.signInStaff(operations.email)).headers;
    const reader = (await staff.signInStaff(underwriter.email)).headers;
    const before = (
      await kit.inject({ url: path(backOfficeInsurancePaths.order, orderId ?? ''), headers: ops })
    ).json<InsuranceOrderDetail>();
    expect(before.order.refund).toMatchObject({ status: 'FAILED', amount: 199_00, reason: 'REFUSED' });
    const retry = path(backOfficeInsurancePaths.retryRefund, orderId ?? '');
    expect((await kit.inject({ method: 'POST', url: retry, headers: reader })).statusCode).toBe(403);
    const retried = await kit.inject({ method: 'POST', url: retry, headers: ops });
    expect(retried.statusCode, retried.body).toBe(200);
    const detail = retried.json<InsuranceOrderDetail>();
    expect(detail.order.refund).toMatchObject({ status: 'PENDING', amount: 199_00, reason: 'REFUSED' });
    expect(detail.order.refund?.refundId).not.toBe(before.order.refund?.refundId);
    expect(detail.events.find((event) => event.action === 'RETRY_INSURANCE_REFUND')?.actor).toBe(
      operations.email,
    );
    const again = await kit.inject({ method: 'POST', url: retry, headers: ops });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'Only a failed refund can be tried again.' });
    const listed = (
      await kit.inject({ url: `${backOfficeInsurancePaths.orders}?status=REFUSED`, headers: ops })
    ).json<{ orders: InsuranceOrderRow[] }>();
    expect(listed.orders.filter((each) => each.orderId === orderId)).toHaveLength(1);
  });
});
