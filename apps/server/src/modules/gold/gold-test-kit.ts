import { randomInt } from 'node:crypto';

import { goldPaths, type GoldPrice, type GoldTransaction, type VerifiedBuy } from '@kredo/contract/gold';
import { priceTrade } from '@kredo/domain/gold';
import { paise } from '@kredo/domain/money';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';

import { seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { paymentGatewayWebhookPath } from '../../providers/payment-gateway/index.ts';
import type { SandboxPaymentGatewayService } from '../../providers/payment-gateway/sandbox.ts';

type Headers = Record<string, string>;

/** A borrower signed in and registered for gold, with what the gold calls need. */
export type GoldCustomer = { userId: string; vendorId: string; headers: Headers; person: Person };

let people = 0;

/** A person no other test of the file uses: a fresh mobile and PAN. */
export function freshPerson(name = 'Meera Nair'): Person {
  people += 1;
  const digits = String(1000 + ((people * 7919 + randomInt(1000)) % 9000));
  const letter = String.fromCharCode(65 + (people % 26));
  return {
    mobile: `98${String(randomInt(10_000_000, 99_999_999))}`,
    pan: `ABC${'P'}${letter}${digits}K`,
    dob: '1991-08-20',
    name,
  };
}

export function goldTestKit(ctx: { t: TestApp }) {
  const inject = (options: InjectOptions | string) => ctx.t.app.inject(options);
  const q = `vendor=safegold`;

  async function signedIn(person = freshPerson()) {
    const userId = await seedPerson(ctx.t, person);
    const session = await signIn(ctx.t, person);
    return { userId, headers: session.headers, person };
  }

  /** Signs a fresh person in and registers them for gold under `name` (a vendor magic name, say). */
  async function customer(name = 'Meera Nair'): Promise<GoldCustomer> {
    const person = freshPerson(name);
    const { userId, headers } = await signedIn(person);
    const registered = await inject({
      method: 'POST',
      url: `${goldPaths.users}?${q}`,
      headers,
      payload: {
        user_id: userId,
        user_info: { name, mobile: person.mobile, pin: '560001', email: 'meera@example.com' },
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    return { userId, vendorId: registered.json<{ vendor_id: string }>().vendor_id, headers, person };
  }

  const buyPrice = async (c: GoldCustomer) => {
    const answer = await inject({ url: goldPaths.buyPrice, headers: c.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<GoldPrice>();
  };

  /** Verifies a buy of `rupees` at the current rate, as the buy screen does. */
  async function verify(c: GoldCustomer, rupees: number, price?: GoldPrice) {
    const quote = price ?? (await buyPrice(c));
    const trade = priceTrade('buy', { rupees: paise(rupees) }, paise(quote.current_price));
    return inject({
      method: 'POST',
      url: `${goldPaths.verifyPrice}?${q}`,
      headers: c.headers,
      payload: {
        gold_info: { rate_id: quote.rate_id, gold_amount: trade.gold, buy_price: trade.amount },
        user_info: { vendor_id: c.vendorId, user_id: c.userId },
      },
    });
  }

  async function paymentLink(
    c: GoldCustomer,
    order: { txn_id: string; buy_price: number },
    type: 'BUY' | 'DELIVER' = 'BUY',
  ) {
    return inject({
      method: 'POST',
      url: goldPaths.paymentLink,
      headers: c.headers,
      payload: {
        mobile: c.person.mobile,
        email: null,
        amount: order.buy_price,
        user_id: c.userId,
        txn_id: order.txn_id,
        vendor_id: c.vendorId,
        txn_type: type,
        vendor: 'safegold',
        name: c.person.name,
        platform: 'web',
        return_url: `http://localhost/#/payment-success?product=EGOLD&transaction_id=${order.txn_id}&txn_type=${type}`,
      },
    });
  }

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

  /** The gateway's webhooks due now, delivered to the app; answers how many. */
  const deliverPaymentWebhooks = () =>
    (ctx.t.deps.sandboxPaymentGateway as SandboxPaymentGatewayService).deliverDueWebhooks(
      async (raw, headers) => {
        const reply = await inject({
          method: 'POST',
          url: paymentGatewayWebhookPath,
          payload: raw,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        return reply.statusCode;
      },
    );

  const orderStatus = async (c: GoldCustomer, txnId: string) => {
    const answer = await inject({
      url: `${goldPaths.orderStatus}?${q}&order_type=BUY&txn_id=${txnId}`,
      headers: c.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<GoldTransaction>();
  };

  /** A buy of `rupees` verified, paid at the gateway and its webhook delivered: the order as it then stands. */
  async function bought(c: GoldCustomer, rupees: number, vpa = 'success@upi') {
    const verified = await verify(c, rupees);
    expect(verified.statusCode, verified.body).toBe(200);
    const order = verified.json<VerifiedBuy>();
    const link = await paymentLink(c, order);
    expect(link.statusCode, link.body).toBe(200);
    await payAtGateway(link.json<{ payment_url: string }>().payment_url, vpa);
    await deliverPaymentWebhooks();
    return { order, status: await orderStatus(c, order.txn_id) };
  }

  const balance = async (c: GoldCustomer) => {
    const answer = await inject({
      url: `${goldPaths.balance}?${q}&vendor_id=${c.vendorId}`,
      headers: c.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ gold_balance: number; sellable_gold: number }>();
  };

  /** A fresh session for the customer (after the clock moved past the token's life). */
  async function refreshed(c: GoldCustomer): Promise<GoldCustomer> {
    const session = await signIn(ctx.t, c.person);
    return { ...c, headers: session.headers };
  }

  /** Verifies the customer's PAN for gold, as the PAN modal does. */
  async function panVerified(c: GoldCustomer) {
    const answer = await inject({
      method: 'POST',
      url: goldPaths.panVerification,
      headers: c.headers,
      payload: { pan: c.person.pan, dob: Date.parse(`${c.person.dob}T00:00:00+05:30`), user_id: c.userId },
    });
    expect(answer.json()).toEqual({ data: { status: true } });
  }

  return {
    refreshed,
    panVerified,
    inject,
    signedIn,
    customer,
    buyPrice,
    verify,
    paymentLink,
    payAtGateway,
    deliverPaymentWebhooks,
    orderStatus,
    bought,
    balance,
  };
}
