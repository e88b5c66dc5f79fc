import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { startTopology } from '../deploy/topology.ts';
import { disburse } from '../e2e/support/money/disburse.ts';
import { borrowerAwaitingPayout, staffToken } from '../e2e/support/money/loan-api.ts';
import { seedSignedInBorrowers, type SeededBorrower } from './scale/seed-sessions.ts';
import { startStream } from './scale/stream.ts';
import { freePortRun } from '../deploy/free-port.ts';
import { freePort, printFigures, type Figure } from './support.ts';

/** The spec's screens poll a borrower's status every 5 s. */
const pollEveryMs = 5_000;
const levels = (process.env.SCALE_LEVELS ?? '500,1000,2000,3000,4000,5000,6000,8000').split(',').map(Number);
const seconds = Number(process.env.SCALE_SECONDS ?? 15);
const instances = Number(process.env.SCALE_INSTANCES ?? 2);

type Level = { pollers: number; offered: number; achieved: number; p50: number; p99: number; errors: number };

/** `pollers` borrowers each reading their status every 5 s, spread evenly: an open load of pollers/5 a second. */
async function pollAt(base: string, borrowers: SeededBorrower[], pollers: number): Promise<Level> {
  const offered = pollers / (pollEveryMs / 1000);
  let next = 0;
  const result = await autocannon({
    url: base,
    duration: seconds,
    connections: Math.min(256, Math.max(8, Math.ceil(offered / 20))),
    overallRate: offered,
    requests: [
      {
        setupRequest: (request) => {
          const borrower = borrowers[next % pollers]!;
          next += 1;
          return {
            ...request,
            method: 'GET',
            path: `/api/lam/status/${borrower.userId}`,
            headers: { authorization: `Bearer ${borrower.token}` },
          };
        },
      },
    ],
  });
  return {
    pollers,
    offered,
    achieved: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const held = (level: Level) =>
  level.errors === 0 && level.p99 < 100 && level.achieved >= level.offered * 0.95;

/**
 * The product at city scale (docs/benchmarks.md): two instances on one PostgreSQL behind nginx
 * (deploy/topology.ts), borrowers signed in and polling their status every 5 s as the screens do,
 * while new borrowers sign up and fill the application form and others pay their loans. The number
 * of pollers rises until the status read's p99 reaches 100 ms, an error, or the rate falls short.
 */
export async function benchScaleOut(): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'kredo-bench-scale-'));
  const topology = await startTopology({
    dir,
    instances,
    port: await freePortRun(instances + 1),
    fsyncOff: true,
    postgresPort: await freePort(),
    ratePerMinute: 100_000_000,
  });
  try {
    const base = topology.baseUrl;
    const secrets = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as {
      JWT_SIGNING_KEY: string;
    };
    const seeding = performance.now();
    const borrowers = await seedSignedInBorrowers(
      topology.databaseUrl,
      secrets.JWT_SIGNING_KEY,
      Math.max(...levels),
    );
    console.log(
      `  seeded ${borrowers.length} signed-in borrowers in ${Math.round(performance.now() - seeding)} ms`,
    );

    // Two loans to pay on, disbursed as operations do it.
    const [underwriter, operations, admin] = await Promise.all(
      ['underwriter', 'operations', 'admin'].map((who) => staffToken(base, `${who}@kredo.example`)),
    );
    const offers = await Promise.all(
      ['Nisha Rao', 'Arjun Pillai'].map((name) => borrowerAwaitingPayout(base, underwriter!, name)),
    );
    const { loanIds } = await disburse(base, { operations: operations!, admin: admin! }, offers);
    const payers = offers.map((offer, index) => ({ offer, loanId: loanIds[index] ?? '' }));

    const stream = startStream(base, payers);
    const results: Level[] = [];
    for (const pollers of levels) {
      const level = await pollAt(base, borrowers, pollers);
      results.push(level);
      console.log(
        `  ${String(pollers).padStart(5)} pollers: ${level.achieved}/${level.offered} req/s, p50 ${level.p50} ms, p99 ${level.p99} ms, errors ${level.errors}`,
      );
      if (!held(level)) break;
    }
    const streamed = await stream.stop();
    const best = results.filter(held).at(-1);
    const broke = results.find((level) => !held(level));
    const figures: Figure[] = [
      {
        name: `largest N held (${instances} instances, p99 < 100 ms)`,
        value: best?.pollers ?? 0,
        unit: 'pollers',
      },
      { name: 'its status reads', value: best?.achieved ?? 0, unit: 'req/s' },
      { name: 'its p99', value: best?.p99 ?? 0, unit: 'ms' },
      { name: 'breaks at', value: broke?.pollers ?? 0, unit: 'pollers' },
      { name: 'there: p99', value: broke?.p99 ?? 0, unit: 'ms' },
      { name: 'there: errors', value: broke?.errors ?? 0, unit: '' },
      { name: 'beside: sign-ups', value: streamed.signIns, unit: '' },
      { name: 'beside: application forms filled', value: streamed.applications, unit: '' },
      { name: 'beside: payments made', value: streamed.payments, unit: '' },
      { name: 'beside: failures', value: streamed.failures.length, unit: '', budget: { max: 0 } },
    ];
    if (streamed.failures.length > 0)
      console.log(`  stream failures: ${streamed.failures.slice(0, 5).join(' | ')}`);
    return printFigures('Scale-out: borrowers polling their status through nginx', figures);
  } finally {
    await topology.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
