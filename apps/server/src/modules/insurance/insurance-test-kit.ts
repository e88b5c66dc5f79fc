import { randomInt } from 'node:crypto';

import { insurancePaths, type InsuranceOrder, type SubscribeResult } from '@kredo/contract/insurance';
import { insuranceBookId } from '@kredo/domain/insurance';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';

import { seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { insuranceOtpUploadKit } from './insurance-otp-upload-test-kit.ts';
import { sweepInsurance } from './insurance-sweep.ts';

export type InsuranceCustomer = { userId: string; headers: Record<string, string>; person: Person };

let people = 0;

/** A person no other test of the file uses: a fresh mobile and PAN. */
export function freshPerson(name = 'Asha Verma'): Person {
  people += 1;
  const digits = String(1000 + ((people * 7919 + randomInt(1000)) % 9000));
  return {
    mobile: `97${String(randomInt(10_000_000, 99_999_999))}`,
    pan: `ABCP${String.fromCharCode(65 + (people % 26))}${digits}K`,
    dob: '1990-05-15',
    name,
  };
}

/** The details form filled in as a borrower would, for `name` (a sandbox magic name, say). */
export const formValues = (overrides: Record<string, string | number | boolean> = {}) => ({
  name: 'Asha Verma',
  dob: '1990-05-15',
  gender: 'female',
  email: 'asha@example.in',
  mobile: '9876543210',
  pan: 'abcpv1234k',
  pincode: '560001',
  nominee_name: 'Ravi Verma',
  nominee_relationship: 'Spouse',
  nominee_dob: '1988-01-01',
  ...overrides,
});

export function insuranceTestKit(ctx: { t: TestApp }) {
  const inject = (options: InjectOptions | string) => ctx.t.app.inject(options);
  const extras = insuranceOtpUploadKit(ctx);

  async function customer(name = 'Asha Verma'): Promise<InsuranceCustomer> {
    const person = freshPerson(name);
    const userId = await seedPerson(ctx.t, person);
    const session = await signIn(ctx.t, person);
    return { userId, headers: session.headers, person };
  }

  /** A fresh session for the customer (after the clock moved past the token's life). */
  async function refreshed(c: InsuranceCustomer): Promise<InsuranceCustomer> {
    const session = await signIn(ctx.t, c.person);
    return { ...c, headers: session.headers };
  }

  /** Subscribes; a product's document and consent code are given as a borrower would, unless named. */
  const subscribe = async (
    c: InsuranceCustomer,
    productId: string,
    values: Record<string, unknown> = formValues(),
  ) =>
    inject({
      method: 'POST',
      url: insurancePaths.order,
      headers: c.headers,
      payload: { productId, ...(await extras.withExtras(c, productId, values)) },
    });

  /** Pays a link on the gateway's hosted page as a borrower would. */
  async function payAtGateway(link: string, vpa = 'success@upi') {
    const path = new URL(link, 'http://localhost').pathname;
    const page = await inject({ method: 'GET', url: `${path}?method=upi` });
    const hidden = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]): [string, string] => [name ?? '', value ?? ''],
    );
    return inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([...hidden, ['method', 'upi'], ['vpa', vpa]]).toString(),
    });
  }

  /** The gateway's webhooks due now, delivered to the app; answers the raw deliveries sent. */
  async function deliverPaymentWebhooks() {
    const sent: Array<{ raw: string; headers: Record<string, string> }> = [];
    await (ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService).deliverDueWebhooks(
      async (raw, headers) => {
        sent.push({ raw, headers });
        const reply = await inject({
          method: 'POST',
          url: paymentGatewayWebhookPath,
          payload: raw,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        return reply.statusCode;
      },
    );
    return sent;
  }

  /** Subscribes and pays the premium at the gateway, its webhook delivered: the order's id. */
  async function paid(c: InsuranceCustomer, productId = 'pa-individual-1y', values = formValues()) {
    const answer = await subscribe(c, productId, values);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<SubscribeResult>();
    expect(result.status, result.errors.join('; ')).toBe('SUCCESS');
    await payAtGateway(result.url ?? '');
    // The gateway's webhooks fall due seconds after the capture.
    ctx.t.deps.clock.advance(10_000);
    await deliverPaymentWebhooks();
    return result.orderId ?? '';
  }

  async function order(c: InsuranceCustomer, orderId: string): Promise<InsuranceOrder> {
    const answer = await inject({ url: `${insurancePaths.order}?orderId=${orderId}`, headers: c.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const [found] = answer.json<{ orders: InsuranceOrder[] }>().orders;
    return found!;
  }

  const sweep = () =>
    sweepInsurance(ctx.t.deps, (error) => {
      throw error;
    });

  /** Paid, proposed, the clock moved past issuance and the insurer asked again: the order issued. */
  async function issued(c: InsuranceCustomer, productId = 'pa-individual-1y', values = formValues()) {
    const orderId = await paid(c, productId, values);
    await sweep();
    ctx.t.deps.clock.advance(5 * 60_000);
    await sweep();
    return orderId;
  }

  const bookBalance = async (code: string) =>
    (await trialBalanceOf(ctx.t.deps.db, { lenderId: insuranceBookId })).find((row) => row.account === code)
      ?.balance ?? 0;

  return {
    ...extras,
    inject,
    customer,
    refreshed,
    subscribe,
    payAtGateway,
    deliverPaymentWebhooks,
    paid,
    order,
    sweep,
    issued,
    bookBalance,
  };
}
