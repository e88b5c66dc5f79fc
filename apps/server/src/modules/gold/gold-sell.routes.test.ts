import { goldPaths, type GoldTransaction, type VerifiedSell } from '@kredo/contract/gold';
import { messages } from '@kredo/contract/messages';
import { goldBookId, priceTrade } from '@kredo/domain/gold';
import { goldUnits, paise } from '@kredo/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { trialBalanceOf } from '../ledger/ledger.service.ts';
import { sweepGold } from './gold-sweep.ts';
import { goldTestKit, type GoldCustomer } from './gold-test-kit.ts';
import { goldPayouts } from './gold.schema.ts';

const dayMs = 86_400_000;

describe('selling gold', () => {
  const ctx = {} as { t: TestApp };
  const kit = goldTestKit(ctx);
  beforeAll(async () => {
    ctx.t = await buildTestApp();
  });
  afterAll(() => ctx.t.close());

  const sellPrice = async (c: GoldCustomer) =>
    (await kit.inject({ url: goldPaths.sellPrice, headers: c.headers })).json<{
      current_price: number;
      rate_id: string;
    }>();

  async function verifySell(c: GoldCustomer, gold: number) {
    const quote = await sellPrice(c);
    const trade = priceTrade('sell', { gold: goldUnits(gold) }, paise(quote.current_price));
    return kit.inject({
      method: 'POST',
      url: `${goldPaths.sellVerifyPrice}?vendor=safegold`,
      headers: c.headers,
      payload: {
        user_info: { vendor_id: c.vendorId, user_id: c.userId },
        gold_info: { rate_id: quote.rate_id, gold_amount: trade.gold, sell_price: trade.amount },
      },
    });
  }

  const verifyAccount = (c: GoldCustomer, accountNumber: string) =>
    kit.inject({
      method: 'POST',
      url: `${goldPaths.sellVerifyBankAccount}?vendor=safegold`,
      headers: c.headers,
      payload: {
        account_number: accountNumber,
        ifsc: 'HDFC0001234',
        beneficiary_name: c.person.name,
        bank_name: 'HDFC Bank',
        user_id: c.userId,
      },
    });

  /** Asks until the penny drop has answered, as the bank details screen does. */
  async function verifiedAccount(c: GoldCustomer, accountNumber: string) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = (await verifyAccount(c, accountNumber)).json<{ status: string | null }>();
      if (answer.status !== null) return answer;
      ctx.t.deps.clock.advance(5_000);
    }
    throw new Error('the penny drop never answered');
  }

  it('refuses a sell within two days of the purchase, naming what may be sold today', async () => {
    const c = await kit.customer();
    const { order } = await kit.bought(c, 300_00);
    await kit.panVerified(c);
    const refused = await verifySell(c, order.gold_amount);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'GOLD_SELL_LIMITED',
      message: messages.goldSellLocked.replace('{{amount}}', '0.00'),
    });
    expect((await verifySell(c, order.gold_amount + 1)).json()).toMatchObject({
      message: messages.goldInsufficientBalance,
    });
  });

  it('sells to a verified account two days on: held, bought back by the vendor, paid out, in the ledger', async () => {
    const first = await kit.customer();
    const { order } = await kit.bought(first, 300_00);
    await kit.panVerified(first);
    ctx.t.deps.clock.advance(2 * dayMs);
    const c = await kit.refreshed(first);
    expect(await kit.balance(c)).toEqual({
      gold_balance: order.gold_amount,
      sellable_gold: order.gold_amount,
    });
    const half = Math.floor(order.gold_amount / 2);
    const verified = await verifySell(c, half);
    expect(verified.statusCode, verified.body).toBe(200);
    const sell = verified.json<VerifiedSell>();
    // The sell's gold is held: a second sell of the rest and more is refused.
    expect((await kit.balance(c)).gold_balance).toBe(order.gold_amount - half);
    expect((await verifySell(c, order.gold_amount - half + 1)).json()).toMatchObject({
      message: messages.goldInsufficientBalance,
    });

    expect((await verifiedAccount(c, '123456789000')).status).toBe('FAILED');
    expect(await verifiedAccount(c, '123456789012')).toMatchObject({
      status: 'SUCCESS',
      bankAccount: { accountNumber: 'XXXXXX9012' },
    });
    const confirmed = await kit.inject({
      method: 'POST',
      url: `${goldPaths.sell}?vendor=safegold`,
      headers: c.headers,
      payload: {
        account_number: 'XXXXXX9012',
        ifsc: 'HDFC0001234',
        txn_id: sell.txn_id,
        customer_name: c.person.name,
        vendor_id: c.vendorId,
        bank_name: 'HDFC Bank',
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<GoldTransaction>().status).toBe('PENDING');
    // The vendor settles a sell some seconds after its confirm.
    ctx.t.deps.clock.advance(60_000);
    const report = (error: unknown) => {
      throw error;
    };
    await sweepGold(ctx.t.deps, report);
    expect(await kit.orderStatus(c, sell.txn_id)).toMatchObject({
      status: 'SUCCESS',
      type: 'SELL',
      gold_amount: half,
    });
    await sweepGold(ctx.t.deps, report);
    ctx.t.deps.clock.advance(3 * 60_000);
    await sweepGold(ctx.t.deps, report);
    const [payout] = await ctx.t.deps.db
      .select()
      .from(goldPayouts)
      .where(eq(goldPayouts.orderId, sell.txn_id));
    expect(payout).toMatchObject({ purpose: 'SALE', status: 'PAID', amountPaise: sell.sell_price });
    expect(await kit.balance(c)).toMatchObject({ gold_balance: order.gold_amount - half });
    const book = await trialBalanceOf(ctx.t.deps.db, { lenderId: goldBookId });
    const balanceOf = (code: string) => book.find((row) => row.account === code)?.balance ?? 0;
    expect(balanceOf('gold-sale-proceeds')).toBe(0);
  });

  it('refuses another borrower’s sell and an account never verified', async () => {
    const owner = await kit.customer();
    const other = await kit.customer();
    const confirm = await kit.inject({
      method: 'POST',
      url: `${goldPaths.sell}?vendor=safegold`,
      headers: other.headers,
      payload: {
        account_number: '123456789012',
        ifsc: 'HDFC0001234',
        txn_id: owner.userId,
        customer_name: 'X',
        vendor_id: owner.vendorId,
        bank_name: 'HDFC Bank',
      },
    });
    expect(confirm.statusCode).toBe(404);
    const unverified = await kit.inject({
      method: 'POST',
      url: `${goldPaths.sell}?vendor=safegold`,
      headers: owner.headers,
      payload: {
        account_number: '123456789012',
        ifsc: 'HDFC0001234',
        txn_id: owner.userId,
        customer_name: 'X',
        vendor_id: owner.vendorId,
        bank_name: 'HDFC Bank',
      },
    });
    expect(unverified.json()).toMatchObject({ message: messages.goldBankNotVerified });
  });
});
