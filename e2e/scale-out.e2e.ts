import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { devPaths, type ClockState } from '@kredo/contract/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTopology, type Topology } from '../deploy/topology.ts';
import { freePort, freePortRun } from '../deploy/free-port.ts';
import { journeyBrowser } from './support/journey.ts';
import { call, until, type Offer } from './support/gallery/offer-borrowers.ts';
import {
  advanceClockBy,
  borrowerAwaitingPayout,
  emailOf,
  linkState,
  loanJournalOf,
  staffToken,
  trialBalanceOf,
} from './support/money/loan-api.ts';
import { attemptSummary, makeAttempt, newAttempt, type Attempt } from './support/money/payment-attempts.ts';
import { disburse, toFirstDueDate } from './support/money/disburse.ts';
import { expectInvariantsHold, readPostgresInvariants } from './support/money/stored-invariants.ts';
import { signInWithPan } from './support/sign-in.ts';

/**
 * The product as a lender runs it at scale (deploy/topology.ts): two instances on one PostgreSQL
 * behind nginx, every request of a journey going to one or the other. A borrower signs in through
 * the balancer; then loans are disbursed and paid at once while one instance is killed (SIGKILL)
 * and started again. Nothing is lost or done twice: the money invariants read from the database.
 * KEEP_SCALE_OUT=1 keeps the topology's directory for a look after a failure.
 */
const day = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many API requests an instance has answered, from its own metrics. */
async function answered(topology: Topology, index: number): Promise<number> {
  const response = await fetch(`${topology.instances[index]?.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${topology.metricsToken}` },
  });
  const body = await response.text();
  return body
    .split('\n')
    .filter(
      (line) => line.startsWith('kredo_http_request_duration_seconds_count{') && line.includes('route="/api'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe('two instances behind a balancer', () => {
  let dir = '';
  let topology: Topology;
  const browser = journeyBrowser();
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kredo-e2e-scale-'));
    const port = await freePortRun(3);
    topology = await startTopology({
      dir,
      instances: 2,
      port,
      fsyncOff: true,
      postgresPort: await freePort(),
      // Every journey's borrowers come from one address.
      ratePerMinute: 6000,
    });
  }, 120_000);
  afterAll(async () => {
    await topology?.stop();
    if (dir && !process.env.KEEP_SCALE_OUT) await rm(dir, { recursive: true, force: true });
  });

  it('signs a borrower in through the balancer, both instances answering', async () => {
    const before = await Promise.all([answered(topology, 0), answered(topology, 1)]);
    const { page } = await browser.open();
    await signInWithPan(page, topology.baseUrl);
    const after = await Promise.all([answered(topology, 0), answered(topology, 1)]);
    expect(after[0]).toBeGreaterThan(before[0] ?? 0);
    expect(after[1]).toBeGreaterThan(before[1] ?? 0);
    // The balancer does not serve the instances' metrics to the outside.
    expect((await fetch(`${topology.baseUrl}/metrics`)).status).toBe(404);
  });

  it('keeps every rupee when an instance is killed while loans are paid', async () => {
    const base = topology.baseUrl;
    const [underwriter, operations, admin] = await Promise.all([
      staffToken(base, 'underwriter@kredo.example'),
      staffToken(base, 'operations@kredo.example'),
      staffToken(base, 'admin@kredo.example'),
    ]);
    const offers = await Promise.all(
      ['Kavya Menon', 'Rohit Bansal'].map((name) => borrowerAwaitingPayout(base, underwriter, name)),
    );
    // Each approval twice at once, each likely on another instance: one wins.
    const { approvals, loanIds } = await disburse(base, { operations, admin }, offers);
    expect(approvals).toEqual(offers.map(() => [200, 409]));
    const emails = await Promise.all(offers.map((offer) => emailOf(base, offer)));
    await toFirstDueDate(base, offers[0] as Offer, loanIds[0] ?? '');

    // Payments at once on both loans; one instance dies while they are in flight.
    const attempts: Attempt[] = [];
    const plans = [
      { amount: 2_000_03, vpa: 'success@upi' },
      { amount: 1_500_07, vpa: 'success@upi' },
      { amount: 1_000_01, vpa: 'pending@upi' },
    ];
    let settled = 0;
    const payments = offers.flatMap((offer, index) =>
      plans.map(async (plan) => {
        const attempt = newAttempt(loanIds[index] ?? '', emails[index] ?? '', plan);
        attempts.push(attempt);
        await makeAttempt(base, offer, attempt);
        settled += 1;
      }),
    );
    // Killed with half the payments answered: the others, and the gateway's news of all, in flight.
    while (settled < payments.length / 2) await sleep(10);
    const victim = topology.instances[0]!;
    await victim.kill();
    await Promise.all(payments);
    // The survivor carries on alone, then the other comes back.
    await Promise.all(
      offers.map(async (offer, index) => {
        const attempt = newAttempt(loanIds[index] ?? '', emails[index] ?? '', {
          amount: 1_234_57,
          vpa: 'success@upi',
        });
        attempts.push(attempt);
        await makeAttempt(base, offer, attempt);
      }),
    );
    await victim.restart();
    await advanceClockBy(base, day);
    const healedFrom = performance.now();

    // Healed within a minute: every payment the gateway took is one receipt of its loan.
    const auditor = await staffToken(base, 'operations@kredo.example');
    let lastSeen = '';
    await until(
      'every captured payment booked',
      async () => {
        const wanted = new Map(loanIds.map((id) => [id, 0]));
        for (const attempt of attempts)
          for (const link of attempt.links)
            if ((await linkState(base, link)) === 'paid')
              wanted.set(attempt.loanId, (wanted.get(attempt.loanId) ?? 0) + 1);
        const booked = await Promise.all(
          loanIds.map(
            async (id) =>
              (await loanJournalOf(base, auditor, id)).filter(
                (entry) => entry.kind === 'receipt' && entry.narration.startsWith('Payment '),
              ).length,
          ),
        );
        lastSeen = `wanted ${[...wanted.values()].join(',')}, booked ${booked.join(',')}`;
        return loanIds.every((id, index) => wanted.get(id) === booked[index]) || undefined;
      },
      60_000,
    ).catch(() => undefined);
    expect(lastSeen).toMatch(/^wanted (\d+),(\d+), booked \1,\2$/);
    expect(performance.now() - healedFrom).toBeLessThan(60_000);

    const trial = await trialBalanceOf(base, auditor);
    for (const total of trial.totals) expect.soft(total.debits, total.unit).toBe(total.credits);
    const serverNow = new Date(Date.now() + (await call<ClockState>(base, null, devPaths.clock)).offsetMs);
    const stored = await readPostgresInvariants(topology.databaseUrl, serverNow);
    console.info(
      `attempts ${JSON.stringify(attempts.map(attemptSummary))}; ${JSON.stringify(stored.counts)}`,
    );
    expectInvariantsHold(stored);
    expect(stored.counts.capturedPayments).toBeGreaterThan(0);
  }, 240_000);
});
