import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { until } from './support/gallery/offer-borrowers.ts';
import { advanceClockBy } from './support/money/loan-api.ts';
import {
  buyAndPay,
  goldSession,
  orderOf,
  pendingOrderCount,
  quote,
  sell,
  verifiedAccount,
} from './support/money/gold-api.ts';
import { readGoldInvariants } from './support/money/gold-invariants.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * Gold's money and metal under concurrency and a crash: one locker takes 25 sells and 25 buys at
 * once, and the server is killed (SIGKILL) while they are in flight, then started again on the
 * same data. Within a minute every order has its vendor's answer; then no locker is below zero,
 * every entry balances in rupees and in gold, each order moved money and gold once, and our books
 * equal the vendor's. KEEP_GOLD_DATA=1 keeps the data directory for a look after a failure.
 */
const day = 86_400_000;
const account = '501234567890';

describe('gold through a crash', () => {
  let dataDir = '';
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir && !process.env.KEEP_GOLD_DATA) await rm(dataDir, { recursive: true, force: true });
  });

  it('never creates, loses or counts twice a tenth of a milligram', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kredo-e2e-gold-'));
    server = await startServer({}, dataDir);
    let base = server.baseUrl;
    let s = await goldSession(base);

    // A first purchase, sellable two India days on, and the account sells are paid to.
    const first = await buyAndPay(base, s, 20_000_00, await quote(base, s, 'buy'));
    const firstId = first.orderId ?? '';
    await until('the first purchase', async () =>
      (await orderOf(base, s, firstId)).status === 'SUCCESS' ? true : undefined,
    );
    await advanceClockBy(base, 2 * day);
    s = await goldSession(base);
    expect(await verifiedAccount(base, s, account)).toBe('SUCCESS');

    // 25 sells of 0.01 g and 25 buys of Rs 150 at once, at the rates of the moment.
    const [buyRate, sellRate] = await Promise.all([quote(base, s, 'buy'), quote(base, s, 'sell')]);
    let settled = 0;
    // A call the kill cuts off answers nothing: its order, if made, is the server's to heal.
    const operations = Array.from({ length: 50 }, (_, index) =>
      (index % 2 === 0 ? sell(base, s, 100, sellRate, account) : buyAndPay(base, s, 150_00, buyRate))
        .catch(() => ({ orderId: undefined, refused: 'cut off' as const }))
        .finally(() => {
          settled += 1;
        }),
    );
    while (settled < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    const killed = server;
    const exited = new Promise((resolve) => killed.process.once('exit', resolve));
    killed.process.kill('SIGKILL');
    await exited;
    const answers = await Promise.all(operations);
    const inFlight = answers.filter((answer) => answer.refused === 'cut off').length;
    console.info(`killed after ${settled} of 50 answered (${inFlight} cut off)`);

    server = await startServer({}, dataDir);
    base = server.baseUrl;
    const restarted = performance.now();
    // The vendor settles a sell 30 s after its confirm; orders past their pay-by time end.
    await advanceClockBy(base, 10 * 60_000);
    s = await goldSession(base);
    // Every order of the locker, those whose answer the kill cut off among them (paid at the
    // gateway, say, before the server could say which order it was).
    let open = await pendingOrderCount(base, s);
    while (open > 0 && performance.now() - restarted < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      open = await pendingOrderCount(base, s);
    }
    expect.soft(open, 'orders still pending a minute after the restart').toBe(0);

    await server.stop();
    server = undefined;
    const found = await readGoldInvariants(dataDir);
    console.info(`checked ${JSON.stringify(found.counts)}`);
    expect.soft(found.unbalancedEntries, 'entries that do not balance in a unit').toEqual([]);
    expect.soft(found.negativeLockers, 'lockers below zero').toEqual([]);
    expect.soft(found.booksApart, 'our books against the vendor').toEqual([]);
    expect.soft(found.unsettledOrders, 'orders never settled').toEqual([]);
    expect.soft(found.entriesPerOrder, 'money or gold moved other than once').toEqual([]);
    expect.soft(found.holdsLeftOpen, 'holds left open').toEqual([]);
    expect(found.counts.succeeded).toBeGreaterThan(10);
  }, 150_000);
});
