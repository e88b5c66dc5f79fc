import { goldPaths, type VerifiedBuy } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { goldTestKit, type GoldCustomer } from './gold-test-kit.ts';

describe("a gold order's tax invoice", () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const invoice = (c: GoldCustomer, txnId: string, lang = 'en') =>
    kit.inject({
      url: `${goldPaths.invoice}?vendor=safegold&txn_id=${txnId}&lang=${lang}`,
      headers: c.headers,
    });

  it('is made once, stored encrypted, and served by a short-lived link', async () => {
    const c = await kit.customer();
    const { order } = await kit.bought(c, 250_00);
    const first = await invoice(c, order.txn_id, 'hi');
    expect(first.statusCode, first.body).toBe(200);
    const link = first.json<{ invoice_link: string }>().invoice_link;
    const pdf = await kit.inject({ url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await invoice(c, order.txn_id);
    const second = await kit.inject({ url: again.json<{ invoice_link: string }>().invoice_link });
    // The same document, kept: its bytes do not change with a second request.
    expect(second.rawPayload.equals(pdf.rawPayload)).toBe(true);
    ctx.t.deps.clock.advance(24 * 60 * 60_000);
    expect((await kit.inject({ url: link })).statusCode).toBe(403);
  });

  it('is refused before the order succeeds, and to another borrower', async () => {
    const c = await kit.customer();
    const other = await kit.customer();
    const order = (await kit.verify(c, 150_00)).json<VerifiedBuy>();
    const early = await invoice(c, order.txn_id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: messages.goldInvoiceFailed });
    expect((await invoice(other, order.txn_id)).statusCode).toBe(404);
  });
});
