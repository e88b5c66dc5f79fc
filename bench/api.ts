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

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration, headers });
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

type Borrower = { userId: string; headers: Record<string, string> };

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * The demo borrower (README), signed in through the PAN and OTP flow and half-way through an
 * application: the eligibility answers, an address, a bank account, three documents and a bank
 * statement, so the status read has something in every place it looks.
 */
async function signInDemoBorrower(base: string): Promise<Borrower> {
  const demo = { mobile: '9876543210', pan: 'ABCPV1234K' };
  await call(`${base}/api/hagrid/signin-initiate/?mobile=${demo.mobile}&pan=${demo.pan}`);
  const [message] = (await call(`${base}/api/dev/outbox?to=${demo.mobile}&limit=1`)) as Array<{
    text: string;
  }>;
  const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  const session = (await post(`${base}/api/hagrid/signin`, { ...demo, otp })) as {
    token: string;
    userId: string;
  };
  const headers = { authorization: `Bearer ${session.token}` };
  await post(
    `${base}/api/paandu/profile`,
    {
      profileData: {
        financeBasicInfo: {
          employmentType: 'SALARIED',
          salaryMode: 'BANK_TRANSFER',
          netMonthlyIncome: 5_000_000,
        },
        workExperienceMonths: 36,
        address: { house: '12A', street: 'Residency Road', locality: 'Ashok Nagar', pincode: '560001' },
      },
      bankAccounts: [
        {
          beneficiaryName: 'Asha Verma',
          ifsc: 'HDFC0000001',
          accountNumber: '50100123456789',
          purposeType: 'DISBURSAL',
        },
      ],
    },
    headers,
  );
  await post(
    `${base}/api/dev/sample-evidence`,
    { documents: ['SELFIE', 'PAN', 'CURRENT_ADDRESS_PROOF'], bankStatement: true },
    headers,
  );
  return { userId: session.userId, headers };
}

/**
 * SQL statements one request sends: the server's count (sandbox only) before and after twenty
 * requests one after another. The least of three rounds, so a background job's query that falls
 * into a round does not count.
 */
async function statementsPerRequest(base: string, url: string, headers: Record<string, string>) {
  const sent = async () =>
    ((await call(`${base}/api/dev/sql-statements`)) as { statements: number }).statements;
  const requests = 20;
  const rounds: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const before = await sent();
    for (let i = 0; i < requests; i += 1) await call(url, { headers });
    rounds.push((await sent()) - before);
  }
  return Number((Math.min(...rounds) / requests).toFixed(2));
}

/**
 * The call every screen polls: `lam/status` of a signed-in borrower, with its statements counted
 * (none once the answer is kept: it is read again only when something it shows changes).
 */
async function loadStatus(base: string) {
  const borrower = await signInDemoBorrower(base);
  const url = `${base}/api/lam/status/${borrower.userId}`;
  const statements = await statementsPerRequest(base, url, borrower.headers);
  return { ...(await load(url, borrower.headers)), statements };
}

/** The same reads with DATABASE_URL's PostgreSQL underneath instead of the embedded engine. */
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
    return {
      outbox: await load(`${base}/api/dev/outbox?limit=20`),
      status: await loadStatus(base),
    };
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
    const status = await loadStatus(`http://127.0.0.1:${ourPort}`);
    const postgres = process.env.DATABASE_URL ? await loadOnPostgres(process.env.DATABASE_URL) : undefined;
    const rows = (name: string, r: typeof health): Figure[] => [
      { name: `${name} req/s`, value: r.rps, unit: 'req/s' },
      { name: `${name} p50 latency`, value: r.p50, unit: 'ms' },
      { name: `${name} p99 latency`, value: r.p99, unit: 'ms' },
      // A run that answered errors measured the wrong thing: it fails the benchmark.
      { name: `${name} errors and non-2xx`, value: r.errors, unit: '', budget: { max: 0 } },
    ];
    const statusRows = (name: string, r: typeof status): Figure[] => [
      ...rows(name, r),
      { name: `${name} SQL statements per request`, value: r.statements, unit: '' },
    ];
    return printFigures(`API (autocannon, ${connections} connections, ${duration} s each, loopback)`, [
      ...rows('bare Fastify hello-world', bareResult),
      ...rows('ours /healthz', health),
      ...rows('ours /api/dev/outbox (20 rows from the database)', dbRead),
      ...statusRows('ours lam/status, signed in', status),
      ...(postgres
        ? [
            ...rows('ours on PostgreSQL, same database read', postgres.outbox),
            ...statusRows('ours on PostgreSQL, lam/status', postgres.status),
          ]
        : []),
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
      // The budgets of the status read every screen polls: a tenth of a bare Fastify on
      // PostgreSQL, a twentieth on the embedded database.
      {
        name: 'ratio ours/bare, /api/lam/status',
        value: Number((status.rps / bareResult.rps).toFixed(3)),
        unit: 'x',
        budget: { min: 0.05 },
      },
      ...(postgres
        ? [
            {
              name: 'ratio ours on PostgreSQL/bare, /api/lam/status',
              value: Number((postgres.status.rps / bareResult.rps).toFixed(3)),
              unit: 'x',
              budget: { min: 0.1 },
            },
          ]
        : []),
    ]);
  } finally {
    await Promise.all([stopProcess(ours), stopProcess(bare)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}
