import { devBase } from '@kredo/contract/dev';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentLinkRequest } from './index.ts';
import { createGatewayHarness } from './payment-gateway-test-kit.ts';
import { paymentGatewaySandboxPages } from './sandbox-pages.routes.ts';

let h: Awaited<ReturnType<typeof createGatewayHarness>>;
let app: FastifyInstance;

beforeAll(async () => {
  h = await createGatewayHarness();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(paymentGatewaySandboxPages, { prefix: devBase, gateway: h.gateway });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await h.close();
});

async function newLink(overrides: Partial<PaymentLinkRequest> = {}) {
  return h.gateway.createPaymentLink(h.linkRequest(overrides));
}

const open = (url: string) => app.inject({ method: 'GET', url });

/** Presses a page's button as a browser would: its form's action (or formaction) and fields. */
async function press(
  page: LightMyRequestResponse,
  label: string,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  for (const [, action, inner] of page.body.matchAll(
    /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g,
  )) {
    const button = new RegExp(`<button type="submit"([^>]*)>${label}</button>`).exec(inner!);
    if (!button) continue;
    const formaction = /formaction="([^"]+)"/.exec(button[1]!)?.[1];
    const hidden = [...inner!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
    const form = new URLSearchParams([
      ...hidden.map(([, name, value]): [string, string] => [name!, value!]),
      ...Object.entries(fields),
    ]);
    return app.inject({
      method: 'POST',
      url: formaction ?? action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }
  throw new Error(`No button '${label}' on the page`);
}

/** The callback's query, from the hash of a 303 to `http://localhost/#/loans/pay?x=1&…`. */
function returned(response: LightMyRequestResponse): Record<string, string> {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location.startsWith('http://localhost/#/loans/pay?x=1&')).toBe(true);
  return Object.fromEntries(new URLSearchParams(location.split('?')[1]));
}

describe('the hosted payment page', () => {
  it('shows the amount and what it is for, on a phone, with labelled UPI fields, Pay and Cancel', async () => {
    const { shortUrl } = await newLink({ amount: 1_234_550, description: 'EMI 3 <of> 12 & more' });
    const page = await open(shortUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(page.body).toContain('min-height:44px');
    expect(page.body).toContain('₹12,345.50');
    expect(page.body).toContain('EMI 3 &#60;of&#62; 12 &#38; more');
    expect(page.body).not.toContain('<of>');
    expect(page.body).toContain('<nav aria-label="Payment method">');
    expect(page.body).toMatch(/<a href="[^"]+\?method=upi" aria-current="page">UPI<\/a>/);
    expect(page.body).toContain('<label for="vpa">UPI ID</label><input id="vpa" name="vpa"');
    expect(page.body).toMatch(/>Pay ₹12,345.50<\/button>[\s\S]*formnovalidate>Cancel<\/button>/);
    expect(page.body).not.toContain('<script');
  });

  it('has a card tab (number, expiry, CVV) and a net banking tab (a bank list)', async () => {
    const { shortUrl } = await newLink();
    const cardTab = await open(`${shortUrl}?method=card`);
    expect(cardTab.body).toMatch(/<a href="[^"]+\?method=card" aria-current="page">Card<\/a>/);
    for (const label of [
      '<label for="cardNumber">Card number</label>',
      '<label for="expiry">Expiry (MM/YY)</label>',
    ])
      expect(cardTab.body).toContain(label);
    expect(cardTab.body).toMatch(/<label for="cvv">CVV<\/label><input id="cvv" name="cvv" type="password"/);
    const bankTab = await open(`${shortUrl}?method=netbanking`);
    expect(bankTab.body).toContain('<label for="bank">Bank</label><select id="bank" name="bank" required>');
    expect(bankTab.body).toContain('<option value="HDFC">HDFC Bank</option>');
    expect(bankTab.body).toContain('<option value="FAIL">Failing Bank</option>');
  });

  it('pays by UPI: a 303 to the callback with the signed Razorpay query; the link is paid and its page says so', async () => {
    const request = h.linkRequest();
    const { linkId, shortUrl } = await h.gateway.createPaymentLink(request);
    const page = await open(shortUrl);
    const query = returned(await press(page, 'Pay ₹12,345', { vpa: 'success@upi' }));
    expect(query).toMatchObject({
      x: '1',
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: request.reference,
      razorpay_payment_link_status: 'paid',
    });
    expect(query.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const { x: _own, ...razorpay } = query;
    expect(h.gateway.verifyCallback(razorpay)).toEqual({
      linkId,
      reference: request.reference,
      status: 'paid',
      paymentId: query.razorpay_payment_id,
    });
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('paid');

    const after = await open(shortUrl);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Payment received');
    expect(after.body).not.toContain('>Pay ');
    const again = await press(page, 'Pay ₹12,345', { vpa: 'success@upi' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment link has been paid.');
    expect((await h.gateway.fetchPaymentLink(linkId)).payments).toHaveLength(1);
  });

  it('shows a failed attempt on the page to try again, then pays by card', async () => {
    const { linkId, shortUrl } = await newLink();
    const failed = await press(await open(shortUrl), 'Pay ₹12,345', { vpa: 'failure@upi' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(
      '<p class="error" role="alert">Payment failed: Payment declined by the payer&#39;s bank. You can try again.</p>',
    );
    h.clock.advance(20_000);
    const cardTab = await open(`${shortUrl}?method=card`);
    const declined = await press(cardTab, 'Pay ₹12,345', {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/30',
      cvv: '123',
    });
    expect(declined.body).toContain('Payment failed: Card declined. You can try again.');
    h.clock.advance(20_000);
    const paid = returned(
      await press(cardTab, 'Pay ₹12,345', { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }),
    );
    expect(paid.razorpay_payment_link_status).toBe('paid');
    expect((await h.gateway.fetchPaymentLink(linkId)).payments.map((payment) => payment.status)).toEqual([
      'failed',
      'failed',
      'captured',
    ]);
  });

  it("pays by net banking; 'Failing Bank' fails", async () => {
    const { shortUrl } = await newLink();
    const tab = await open(`${shortUrl}?method=netbanking`);
    expect((await press(tab, 'Pay ₹12,345', { bank: 'FAIL' })).body).toContain(
      'Payment failed: The bank could not process the payment.',
    );
    expect(returned(await press(tab, 'Pay ₹12,345', { bank: 'SBIN' })).razorpay_payment_link_status).toBe(
      'paid',
    );
  });

  it('refuses what is not a UPI ID, a card or a listed bank (400), without echoing it or making a payment', async () => {
    const { linkId, shortUrl } = await newLink();
    const upiTab = await open(shortUrl);
    const cardTab = await open(`${shortUrl}?method=card`);
    const bankTab = await open(`${shortUrl}?method=netbanking`);
    const cases: [LightMyRequestResponse, Record<string, string>, string][] = [
      [upiTab, { vpa: 'not-an-address' }, 'Enter your UPI ID, like name@bank.'],
      [
        cardTab,
        { cardNumber: '4111 1111 1111 1112', expiry: '12/30', cvv: '123' },
        'Enter a valid 16-digit card number.',
      ],
      [
        cardTab,
        { cardNumber: '4111111111111111', expiry: '13/30', cvv: '123' },
        'Enter the expiry as MM/YY.',
      ],
      [cardTab, { cardNumber: '4111111111111111', expiry: '05/25', cvv: '123' }, 'This card has expired.'],
      [cardTab, { cardNumber: '4111111111111111', expiry: '12/30', cvv: '12' }, 'Enter the 3-digit CVV.'],
      [bankTab, { bank: 'NOPE' }, 'Choose your bank.'],
    ];
    for (const [tab, fields, error] of cases) {
      const refused = await press(tab, 'Pay ₹12,345', fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(error);
      for (const value of Object.values(fields))
        if (value.length > 3) expect(refused.body).not.toContain(value);
    }
    expect((await h.gateway.fetchPaymentLink(linkId)).payments).toEqual([]);
  });

  it('pending@upi: back with status created; the page then says the payment is being processed', async () => {
    const { linkId, shortUrl } = await newLink();
    const query = returned(await press(await open(shortUrl), 'Pay ₹12,345', { vpa: 'pending@upi' }));
    expect(query.razorpay_payment_link_status).toBe('created');
    const { x: _own, ...razorpay } = query;
    expect(h.gateway.verifyCallback(razorpay).status).toBe('created');
    expect((await open(shortUrl)).body).toContain('Your payment is being processed');
    h.clock.advance(2 * 60_000);
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('paid');
    expect((await open(shortUrl)).body).toContain('Payment received');
  });

  it('Cancel goes back to the callback address as it is, and the link stays payable', async () => {
    const { linkId, shortUrl } = await newLink();
    const left = await press(await open(shortUrl), 'Cancel');
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('http://localhost/#/loans/pay?x=1');
    expect((await h.gateway.fetchPaymentLink(linkId)).status).toBe('created');
    expect((await open(shortUrl)).statusCode).toBe(200);
  });

  it('keeps a callback path a path, and never redirects to another site', async () => {
    const path = await newLink({ callbackUrl: '/#/loans/pay' });
    const location = String(
      (await press(await open(path.shortUrl), 'Pay ₹12,345', { vpa: 'success@upi' })).headers.location,
    );
    expect(location).toMatch(/^\/#\/loans\/pay\?razorpay_payment_id=pay_/);
    const elsewhere = await newLink({ callbackUrl: 'https://elsewhere.example/done' });
    const done = await press(await open(elsewhere.shortUrl), 'Pay ₹12,345', { vpa: 'success@upi' });
    expect(done.statusCode).toBe(200);
    expect(done.headers.location).toBeUndefined();
    expect(done.body).toContain('Close this page to return to the app.');
    expect((await h.gateway.fetchPaymentLink(elsewhere.linkId)).status).toBe('paid');
  });

  it('answers 404 for an unknown link, 410 for an expired or cancelled one', async () => {
    expect((await open(`${devBase}/pay/plink_AAAAAAAAAAAAAA`)).statusCode).toBe(404);
    expect((await open(`${devBase}/pay/not-a-link`)).body).toContain('This payment link is not valid');
    const cancelled = await newLink();
    await h.gateway.cancelPaymentLink(cancelled.linkId);
    const page = await open(cancelled.shortUrl);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This payment link was cancelled');
    const expiring = await newLink({ expireBy: new Date(h.clock.nowMs() + 15 * 60_000) });
    const before = await open(expiring.shortUrl);
    h.clock.advance(15 * 60_000);
    expect((await open(expiring.shortUrl)).statusCode).toBe(410);
    const late = await press(before, 'Pay ₹12,345', { vpa: 'success@upi' });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This payment link has expired');
    expect((await h.gateway.fetchPaymentLink(expiring.linkId)).payments).toEqual([]);
  });
});
