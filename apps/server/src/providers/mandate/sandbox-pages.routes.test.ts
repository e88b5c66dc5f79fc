import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { EMandateRequest } from './index.ts';
import { eMandateRequest, webhookReceiver } from './mandate-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const deadLink = 'This mandate link is no longer valid';

async function newMandate(overrides: Partial<EMandateRequest> = {}, ending?: string) {
  return t.deps.mandate.createEMandate(eMandateRequest(overrides, ending));
}

const open = (url: string, host?: string) =>
  t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });

/** Presses a page's button as a browser would: its form's method, action (or formaction) and fields. */
async function press(
  page: LightMyRequestResponse,
  label: string,
  fields: Record<string, string> = {},
  host?: string,
): Promise<LightMyRequestResponse> {
  for (const [, method, action, inner] of page.body.matchAll(
    /<form method="(\w+)" action="([^"]+)">([\s\S]*?)<\/form>/g,
  )) {
    const button = new RegExp(`<button type="submit"([^>]*)>${label}</button>`).exec(inner!);
    if (!button) continue;
    const formaction = /formaction="([^"]+)"/.exec(button[1]!)?.[1];
    const hidden = [...inner!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
    const form = new URLSearchParams([
      ...hidden.map(([, name, value]): [string, string] => [name!, value!]),
      ...Object.entries(fields),
    ]);
    const url = formaction ?? action!;
    const headers: Record<string, string> = host ? { host } : {};
    if (method === 'get') return t.app.inject({ method: 'GET', url: `${url}?${form.toString()}`, headers });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }
  throw new Error(`No button '${label}' on the page`);
}

const returned = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(303);
  return String(response.headers.location);
};

describe("the bank's authorisation page", () => {
  it('shows the terms, the bank and the masked account, and one button per way the bank authenticates', async () => {
    const { authLink } = await newMandate({ corporateName: 'Kredo <Finance> & Co' }, '123');
    const page = await open(authLink);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toContain('min-height:44px');
    for (const text of [
      'Maximum amount',
      '₹12,000',
      'Monthly',
      '2 Jun 2025',
      '2 Jun 2027',
      'HDFC Bank',
      'XXXXXX6123',
    ])
      expect(page.body).toContain(text);
    expect(page.body).toContain('Kredo &#60;Finance&#62; &#38; Co');
    expect(page.body).not.toContain('<Finance>');
    expect(page.body).not.toContain('50100123456123');
    expect(page.body).toMatch(/>Net banking<\/button>[\s\S]*>Debit card<\/button>[\s\S]*>Cancel<\/button>/);
  });

  it('offers only the way a bank has: debit card at Canara Bank, net banking at IndusInd Bank', async () => {
    const canara = await open((await newMandate({ ifsc: 'CNRB0001234' })).authLink);
    expect(canara.body).toContain('Canara Bank');
    expect(canara.body).toContain('>Debit card</button>');
    expect(canara.body).not.toContain('>Net banking</button>');
    const link = (await newMandate({ ifsc: 'CNRB0001234' })).authLink;
    const [path, query] = link.split('?');
    expect((await open(`${path}/net-banking?${query}`)).statusCode).toBe(404);
    const indusInd = await open((await newMandate({ ifsc: 'INDB0000005' })).authLink);
    expect(indusInd.body).toContain('>Net banking</button>');
    expect(indusInd.body).not.toContain('>Debit card</button>');
  });
});

describe('net banking', () => {
  it('authorises with any login and returns with status=success; NPCI answers and the link dies', async () => {
    const { authLink, providerMandateId: id } = await newMandate({}, '123');
    const login = await press(await open(authLink), 'Net banking');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('HDFC Bank NetBanking');
    expect(login.body).toMatch(/<label for="customerId">Customer ID<\/label><input id="customerId"/);
    expect(login.body).toMatch(
      /<label for="password">Password<\/label><input id="password"[^>]*type="password"/,
    );
    const blank = await press(login, 'Log in and authorise', { customerId: ' ', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Enter your customer ID and password.');

    const done = await press(login, 'Log in and authorise', { customerId: 'asha01', password: 'secret' });
    expect(returned(done)).toBe(`http://localhost/#/consent/repay?x=1&status=success&mandate_id=${id}`);
    expect(['submitted', 'authorized']).toContain((await t.deps.mandate.fetchMandate(id)).status);
    const receiver = webhookReceiver();
    await t.deps.sandboxMandate!.deliverDueWebhooks(receiver.send);
    expect(receiver.typesOf(id)[0]).toBe('mandate.submitted');
    t.deps.clock.advance(5_000);
    expect(await t.deps.mandate.fetchMandate(id)).toMatchObject({ status: 'active' });

    const again = await open(authLink);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(deadLink);
    expect(
      (await press(login, 'Log in and authorise', { customerId: 'asha01', password: 'x' })).statusCode,
    ).toBe(410);
  });

  it("fails the password 'wrong' as AP11: the mandate is rejected and the return says failed", async () => {
    const { authLink, providerMandateId: id } = await newMandate();
    const login = await press(await open(authLink), 'Net banking');
    const done = await press(login, 'Log in and authorise', { customerId: 'asha01', password: 'wrong' });
    expect(returned(done)).toContain('status=failed');
    expect(await t.deps.mandate.fetchMandate(id)).toEqual({
      status: 'rejected',
      reasonCode: 'AP11',
      reasonText: 'Authentication failed',
    });
    const receiver = webhookReceiver();
    await t.deps.sandboxMandate!.deliverDueWebhooks(receiver.send);
    expect(receiver.of(id).map((delivery) => [delivery.body.type, delivery.body.data.reason_code])).toEqual([
      ['mandate.rejected', 'AP11'],
    ]);
    expect((await open(authLink)).statusCode).toBe(410);
  });

  it("times out on the password 'timeout': the mandate stays pending and the link keeps working", async () => {
    const { authLink, providerMandateId: id } = await newMandate();
    const login = await press(await open(authLink), 'Net banking');
    const timedOut = await press(login, 'Log in and authorise', {
      customerId: 'asha01',
      password: 'timeout',
    });
    expect(timedOut.statusCode).toBe(200);
    expect(timedOut.body).toContain('Your session has timed out');
    expect(timedOut.body).toContain(`>Return to merchant</a>`);
    expect(timedOut.body).toContain(
      `href="http://localhost/#/consent/repay?x=1&#38;status=timeout&#38;mandate_id=${id}"`,
    );
    expect(await t.deps.mandate.fetchMandate(id)).toEqual({ status: 'pending' });
    const retry = await press(await open(authLink), 'Net banking');
    expect(
      returned(await press(retry, 'Log in and authorise', { customerId: 'a', password: 'b' })),
    ).toContain('status=success');
  });
});

describe('debit card', () => {
  it('takes a 16-digit card and its expiry, then a 6-digit one-time password', async () => {
    const { authLink, providerMandateId: id } = await newMandate({ ifsc: 'CNRB0001234' });
    const card = await press(await open(authLink), 'Debit card');
    expect(card.body).toContain('<label for="cardNumber">Card number</label>');
    expect(card.body).toContain('<label for="expiry">Expiry (MM/YY)</label>');
    for (const [fields, error] of [
      [{ cardNumber: '4111 1111 1111', expiry: '12/30' }, 'Enter the 16-digit card number.'],
      [{ cardNumber: '4111111111111111', expiry: '13/30' }, 'Enter the expiry as MM/YY.'],
      [{ cardNumber: '4111111111111111', expiry: '01/25' }, 'This card has expired.'],
    ] as const) {
      const refused = await press(card, 'Continue', fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(error);
      expect(refused.body).toContain('<label for="cardNumber">Card number</label>');
      expect(refused.body).not.toContain(fields.cardNumber);
    }
    const otp = await press(card, 'Continue', { cardNumber: '4111 1111 1111 1111', expiry: '12/30' });
    expect(otp.statusCode).toBe(200);
    expect(otp.body).toContain('<label for="otp">One-time password</label>');
    const short = await press(otp, 'Submit', { otp: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Enter the 6-digit one-time password.');
    expect(returned(await press(otp, 'Submit', { otp: '482913' }))).toContain(
      `status=success&mandate_id=${id}`,
    );
    expect(['submitted', 'authorized']).toContain((await t.deps.mandate.fetchMandate(id)).status);
    // The card number in any form (a log line's timestamp may hold the digits 4111 by chance).
    expect(t.logLines.join('\n')).not.toMatch(/4111[ -]?1111[ -]?1111/);
  });

  it('fails the one-time password 000000 as AP11', async () => {
    const { authLink, providerMandateId: id } = await newMandate();
    const card = await press(await open(authLink), 'Debit card');
    const otp = await press(card, 'Continue', { cardNumber: '4111111111111111', expiry: '12/30' });
    expect(returned(await press(otp, 'Submit', { otp: '000000' }))).toContain('status=failed');
    expect(await t.deps.mandate.fetchMandate(id)).toMatchObject({ status: 'rejected', reasonCode: 'AP11' });
  });

  it('asks for the card again when no one-time password was sent, or it is over 5 minutes old', async () => {
    const { authLink } = await newMandate();
    const card = await press(await open(authLink), 'Debit card');
    const otp = await press(card, 'Continue', { cardNumber: '4111111111111111', expiry: '12/30' });
    t.deps.clock.advance(5 * 60_000);
    const late = await press(otp, 'Submit', { otp: '482913' });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('The one-time password has expired. Enter your card again.');
    const fresh = await newMandate();
    const [path, query] = fresh.authLink.split('?');
    const skipped = await t.app.inject({
      method: 'POST',
      url: `${path}/otp`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${query}&otp=482913`,
    });
    expect(skipped.statusCode).toBe(400);
    expect(await t.deps.mandate.fetchMandate(fresh.providerMandateId)).toEqual({ status: 'pending' });
  });
});

describe('cancel and the way back', () => {
  it('returns with status=cancelled from any page and leaves the mandate pending', async () => {
    const { authLink, providerMandateId: id } = await newMandate();
    const summary = await open(authLink);
    expect(returned(await press(summary, 'Cancel'))).toBe(
      `http://localhost/#/consent/repay?x=1&status=cancelled&mandate_id=${id}`,
    );
    expect(returned(await press(await press(summary, 'Net banking'), 'Cancel'))).toContain(
      'status=cancelled',
    );
    const card = await press(summary, 'Debit card');
    const otp = await press(card, 'Continue', { cardNumber: '4111111111111111', expiry: '12/30' });
    expect(returned(await press(otp, 'Cancel'))).toContain('status=cancelled');
    expect(await t.deps.mandate.fetchMandate(id)).toEqual({ status: 'pending' });
    expect((await open(authLink)).statusCode).toBe(200);
  });

  it.each([
    ['http://localhost/consent/done?a=1', 'http://localhost/consent/done?a=1&status=cancelled&mandate_id='],
    ['http://localhost/#/consent/repay', 'http://localhost/#/consent/repay?status=cancelled&mandate_id='],
    ['/#/consent/repay?x=1&status=old', '/#/consent/repay?x=1&status=cancelled&mandate_id='],
  ])('adds status and mandate_id to %s, keeping its query and hash', async (returnUrl, expected) => {
    const { authLink, providerMandateId: id } = await newMandate({ returnUrl });
    expect(returned(await press(await open(authLink), 'Cancel'))).toBe(`${expected}${id}`);
  });

  it('goes back only to this site: another asks the borrower to close the page', async () => {
    const { authLink } = await newMandate({ returnUrl: 'https://evil.example/#/consent' });
    const summary = await open(authLink);
    const closed = await press(summary, 'Cancel');
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('Close this page to return to the app');
    expect(closed.body).not.toContain('evil.example');
    const timedOut = await press(await press(summary, 'Net banking'), 'Log in and authorise', {
      customerId: 'a',
      password: 'timeout',
    });
    expect(timedOut.body).toContain('Close this page to return to the app');
    expect(timedOut.body).not.toContain('evil.example');

    const own = await newMandate({ returnUrl: 'https://app.kredo.in/#/consent' });
    const back = await press(await open(own.authLink, 'app.kredo.in'), 'Cancel', {}, 'app.kredo.in');
    expect(returned(back)).toContain('https://app.kredo.in/#/consent?status=cancelled');
  });
});

describe('a dead link', () => {
  it('is refused for a wrong token or an unknown mandate (403), a withdrawn or lapsed mandate (410)', async () => {
    const { authLink, providerMandateId: id } = await newMandate();
    const forged = await open(authLink.replace(/token=[0-9a-f]{4}/, 'token=0000'));
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(deadLink);
    expect((await open(authLink.replace(id, 'MD00000000000000'))).statusCode).toBe(403);
    expect((await open(authLink.split('?')[0]!)).statusCode).toBe(403);

    await t.deps.mandate.withdrawMandate(id);
    const withdrawn = await open(authLink);
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.body).toContain(deadLink);

    const lapsing = await newMandate();
    t.deps.clock.advance(90 * 24 * 60 * 60 * 1000);
    const lapsed = await open(lapsing.authLink);
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.body).toContain(deadLink);
    expect(await t.deps.mandate.fetchMandate(lapsing.providerMandateId)).toEqual({ status: 'withdrawn' });
  });
});
