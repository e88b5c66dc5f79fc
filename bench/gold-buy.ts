import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { authPaths } from '@kredo/contract/auth';
import { devPaths } from '@kredo/contract/dev';
import { goldPaths, type GoldPrice, type GoldTransaction } from '@kredo/contract/gold';
import { priceTrade } from '@kredo/domain/gold';
import { paise } from '@kredo/domain/money';

import { freePort, printFigures, startProcess, stopProcess, waitFor200 } from './support.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const buyers = Number(process.env.GOLD_BUYERS ?? 20);
const ordersEach = Number(process.env.GOLD_ORDERS ?? 5);

type Buyer = { token: string; userId: string; vendorId: string };

async function call<T>(
  base: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A new borrower by the sandbox's Google sign-in, registered for gold under a fresh mobile. */
async function newBuyer(base: string, index: number): Promise<Buyer> {
  const { credential } = await call<{ credential: string }>(base, devPaths.identityCredential, {
    body: { email: `gold.bench.${index}.${Date.now()}@example.com`, name: `Gold Buyer ${index}` },
  });
  const session = await call<{ dsToken: string; userId: string }>(base, authPaths.googleSignin, {
    token: credential,
    body: '{}',
  });
  const mobile = `9${String(100_000_000 + index * 7_919 + (Date.now() % 1_000))}`;
  const user = await call<{ vendor_id: string }>(base, `${goldPaths.users}?vendor=safegold`, {
    token: session.dsToken,
    body: { user_id: session.userId, user_info: { name: `Gold Buyer`, mobile, pin: '560001', email: '' } },
  });
  return { token: session.dsToken, userId: session.userId, vendorId: user.vendor_id };
}

/** One purchase of Rs 200, from the quote to the order confirmed by the vendor: its milliseconds. */
async function buyOnce(base: string, buyer: Buyer): Promise<number> {
  const started = performance.now();
  const price = await call<GoldPrice>(base, goldPaths.buyPrice, { token: buyer.token });
  const trade = priceTrade('buy', { rupees: paise(200_00) }, paise(price.current_price));
  const order = await call<{ txn_id: string; buy_price: number }>(
    base,
    `${goldPaths.verifyPrice}?vendor=safegold`,
    {
      token: buyer.token,
      body: {
        gold_info: { rate_id: price.rate_id, gold_amount: trade.gold, buy_price: trade.amount },
        user_info: { vendor_id: buyer.vendorId, user_id: buyer.userId },
      },
    },
  );
  const link = await call<{ payment_url: string }>(base, goldPaths.paymentLink, {
    token: buyer.token,
    body: {
      mobile: '9876543210',
      amount: order.buy_price,
      user_id: buyer.userId,
      txn_id: order.txn_id,
      vendor_id: buyer.vendorId,
      txn_type: 'BUY',
      vendor: 'safegold',
      name: 'Gold Buyer',
      platform: 'web',
    },
  });
  const page = new URL(link.payment_url, base).pathname;
  const paid = await fetch(`${base}${page}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'upi', vpa: 'success@upi' }).toString(),
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  // The order status page polls as the screen does.
  for (;;) {
    const status = await call<GoldTransaction>(
      base,
      `${goldPaths.orderStatus}?vendor=safegold&txn_id=${order.txn_id}`,
      {
        token: buyer.token,
      },
    );
    if (status.status === 'SUCCESS') return performance.now() - started;
    if (status.status === 'FAILED') throw new Error(`order ${order.txn_id} failed: ${status.failure_reason}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Buy quote to confirmed order under concurrent buyers, each buying one after another. */
export async function benchGoldBuy(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-bench-gold-'));
  const port = await freePort();
  const server = startProcess(process.execPath, [serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/readyz`, performance.now());
    const all = await Promise.all(Array.from({ length: buyers }, (_, index) => newBuyer(base, index)));
    const timings: number[] = [];
    const started = performance.now();
    await Promise.all(
      all.map(async (buyer) => {
        for (let order = 0; order < ordersEach; order += 1) timings.push(await buyOnce(base, buyer));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sorted = timings.toSorted((a, b) => a - b);
    return printFigures(
      `Gold: buy quote to confirmed order, ${buyers} buyers at once, ${timings.length} orders (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      [
        { name: 'p50', value: Math.round(percentile(sorted, 50)), unit: 'ms', budget: { max: 2_000 } },
        { name: 'p99', value: Math.round(percentile(sorted, 99)), unit: 'ms', budget: { max: 5_000 } },
        {
          name: 'confirmed orders per second',
          value: Math.round((timings.length / seconds) * 10) / 10,
          unit: '/s',
        },
      ],
    );
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
