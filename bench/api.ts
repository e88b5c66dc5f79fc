import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { freePort, printFigures, startProcess, stopProcess, waitFor200, type Figure } from './support.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const bareEntry = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;

async function load(url: string) {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function seedOutbox(base: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/api/dev/outbox/test-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'sms', to: `98${String(10_000_000 + i)}`, text: `Bench message ${i}` }),
    });
  }
}

/** The same database read with DATABASE_URL's PostgreSQL underneath instead of the embedded engine. */
async function loadOnPostgres(databaseUrl: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-bench-pg-'));
  const port = await freePort();
  const server = startProcess(process.execPath, [serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/readyz`, performance.now());
    await seedOutbox(base);
    return await load(`${base}/api/dev/outbox?limit=20`);
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Throughput and latency of our server next to a bare Fastify on the same machine in the same run. */
export async function benchApi(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-bench-'));
  const ourPort = await freePort();
  const barePort = await freePort();
  // Logging at the production default (info, one line per request) into the void, as a log shipper would take it.
  const ours = startProcess(process.execPath, [serverEntry], {
    PORT: String(ourPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const bare = startProcess(process.execPath, ['--import', 'tsx', bareEntry], { PORT: String(barePort) });
  try {
    await waitFor200(`http://127.0.0.1:${ourPort}/healthz`, performance.now());
    await waitFor200(`http://127.0.0.1:${barePort}/`, performance.now());
    await seedOutbox(`http://127.0.0.1:${ourPort}`);
    const bareResult = await load(`http://127.0.0.1:${barePort}/`);
    const health = await load(`http://127.0.0.1:${ourPort}/healthz`);
    const dbRead = await load(`http://127.0.0.1:${ourPort}/api/dev/outbox?limit=20`);
    const postgresRead = process.env.DATABASE_URL
      ? await loadOnPostgres(process.env.DATABASE_URL)
      : undefined;
    const rows = (name: string, r: typeof health): Figure[] => [
      { name: `${name} req/s`, value: r.rps, unit: 'req/s' },
      { name: `${name} p50 latency`, value: r.p50, unit: 'ms' },
      { name: `${name} p99 latency`, value: r.p99, unit: 'ms' },
      // A run that answered errors measured the wrong thing: it fails the benchmark.
      { name: `${name} errors and non-2xx`, value: r.errors, unit: '', budget: { max: 0 } },
    ];
    return printFigures(`API (autocannon, ${connections} connections, ${duration} s each, loopback)`, [
      ...rows('bare Fastify hello-world', bareResult),
      ...rows('ours /healthz', health),
      ...rows('ours /api/dev/outbox (20 rows from the database)', dbRead),
      ...(postgresRead ? rows('ours on PostgreSQL, same database read', postgresRead) : []),
      {
        name: 'ratio ours/bare, /healthz',
        value: Number((health.rps / bareResult.rps).toFixed(2)),
        unit: 'x',
      },
      {
        name: 'ratio ours/bare, database read',
        value: Number((dbRead.rps / bareResult.rps).toFixed(2)),
        unit: 'x',
      },
    ]);
  } finally {
    await Promise.all([stopProcess(ours), stopProcess(bare)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}
