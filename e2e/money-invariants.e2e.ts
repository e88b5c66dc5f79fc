import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { devPaths, type ClockState } from '@kredo/contract/dev';
import { afterAll, describe, expect, it } from 'vitest';

import { call, type Offer } from './support/gallery/offer-borrowers.ts';
import {
  advanceClockBy,
  approveDisbursal,
  borrowerAwaitingPayout,
  borrowerWithLine,
  drawDown,
  disbursalOf,
  emailOf,
  lineOf,
  linkState,
  loanJournalOf,
  proposeDisbursal,
  signInAgain,
  staffToken,
  trialBalanceOf,
} from './support/money/loan-api.ts';
import { attemptSummary, makeAttempt, newAttempt, type Attempt } from './support/money/payment-attempts.ts';
import { approveAndPayOut, toFirstDueDate } from './support/money/disburse.ts';
import { expectInvariantsHold, readStoredInvariants } from './support/money/stored-invariants.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The loan money paths under concurrency and a crash, in the manner of Jepsen's bank test: three
 * loans are disbursed maker-checker (each approval sent twice at once), then borrowers pay at the
 * gateway's hosted page several times at once while a credit line's borrower asks for more
 * drawdowns at once than the limit holds, the clock moves a day at a time, and the server is
 * killed (SIGKILL) in the middle and started again on the same data. Once it has healed,
 * the ledger, the payments, the payouts and the schedules must agree. KEEP_MONEY_DATA=1 keeps
 * the data directory for a look after a failure.
 */
const day = 86_400_000;
const borrowers = ['Meera Iyer', 'Sanjay Kapoor', 'Anjali Das'];

/** Odd amounts (paise): the sandbox gateway delivers each webhook twice; an ending 7 out of order. */
const firstWave = [
  { amount: 3_000_01, vpa: 'success@upi' },
  { amount: 2_345_67, vpa: 'success@upi' },
  { amount: 2_500_03, vpa: 'pending@upi' },
];
const secondWave = [{ amount: 1_234_57, vpa: 'success@upi' }];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the loan money paths through a crash', () => {
  let dataDir = '';
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir && !process.env.KEEP_MONEY_DATA) await rm(dataDir, { recursive: true, force: true });
  });

  it('keep every rupee accounted for', async () => {
    const started = performance.now();
    const mark = (what: string) =>
      console.info(`${((performance.now() - started) / 1000).toFixed(1)} s: ${what}`);
    dataDir = await mkdtemp(join(tmpdir(), 'kredo-e2e-money-'));
    server = await startServer({}, dataDir);
    let base = server.baseUrl;
    mark('started');

    const [underwriter, operations, admin] = await Promise.all([
      staffToken(base, 'underwriter@kredo.example'),
      staffToken(base, 'operations@kredo.example'),
      staffToken(base, 'admin@kredo.example'),
    ]);
    mark('staff signed in');
    const [offers, withLine] = await Promise.all([
      Promise.all(borrowers.map((name) => borrowerAwaitingPayout(base, underwriter, name))),
      borrowerWithLine(base, underwriter, 'Farhan Qureshi'),
    ]);
    mark('three borrowers await their payout; a fourth has a credit line');

    // Maker-checker: operations propose, the admin approves, each approval sent twice at once.
    const proposed = await Promise.all(offers.map((offer) => proposeDisbursal(base, operations, offer)));
    // The maker cannot be the checker.
    expect(await approveDisbursal(base, operations, proposed[0]?.id ?? '')).toBe(409);
    const { approvals, loanIds } = await approveAndPayOut(base, { operations, admin }, proposed);
    expect(approvals).toEqual(proposed.map(() => [200, 409]));
    mark('three loans disbursed');
    const emails = await Promise.all(offers.map((offer) => emailOf(base, offer)));
    const lineEmail = await emailOf(base, withLine.offer);

    // To the first due date, at the same time of day: the instalments fall due.
    expect(await toFirstDueDate(base, offers[0] as Offer, loanIds[0] ?? '')).toBeGreaterThan(0);

    // Payments at once on every loan on the due date; the clock moves to the next day and the
    // server is killed while some are still in flight.
    const attempts: Attempt[] = [];
    let settled = 0;
    const waitSettled = async (count: number) => {
      while (settled < count) await sleep(10);
    };
    const firstRun = offers.flatMap((offer, index) =>
      firstWave.map(async (plan) => {
        const attempt = newAttempt(loanIds[index] ?? '', emails[index] ?? '', plan);
        attempts.push(attempt);
        await makeAttempt(base, offer, attempt);
        settled += 1;
      }),
    );
    // The line's borrower asks for four drawdowns of 40% of the limit at once, one of them tapped
    // twice: two may be held, never three, and the tap twice draws once.
    const drawer = await signInAgain(base, withLine.offer, lineEmail);
    const share = Math.floor((withLine.limit * 0.4) / 100) * 100;
    const tapped = randomUUID();
    const drawdowns = await Promise.all(
      [tapped, tapped, randomUUID(), randomUUID(), randomUUID()].map((requestId) =>
        drawDown(base, drawer, { loanId: withLine.lineId, amount: share, requestId }),
      ),
    );
    const refused = drawdowns.filter((answer) => answer.status === 422);
    expect(drawdowns.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(3);
    for (const answer of refused) expect(answer.message).toBe('Amount should be within Available Limit');
    mark(`drawdowns answered ${drawdowns.map((answer) => answer.status).join(', ')}`);
    // The day ends with payments and payouts in flight, and the server dies at once: the gateway's
    // and the payout service's news, due a few seconds after each, has not reached it yet.
    await waitSettled(4);
    await advanceClockBy(base, day);
    const inFlight = firstRun.length - settled;
    const killed = server;
    const exited = new Promise((resolve) => killed.process.once('exit', resolve));
    killed.process.kill('SIGKILL');
    await exited;
    await Promise.all(firstRun);
    mark(`killed with ${inFlight} payments in flight`);

    server = await startServer({}, dataDir);
    const restarted = performance.now();
    base = server.baseUrl;
    mark(`restarted on the same data at ${(await call<ClockState>(base, null, devPaths.clock)).now}`);
    await Promise.all([
      ...offers.flatMap((offer, index) =>
        secondWave.map(async (plan) => {
          const attempt = newAttempt(loanIds[index] ?? '', emails[index] ?? '', plan);
          attempts.push(attempt);
          await makeAttempt(base, offer, attempt);
        }),
      ),
      advanceClockBy(base, day),
    ]);
    // Staff sessions last hours: operations sign in again to read the ledger.
    const auditor = await staffToken(base, 'operations@kredo.example');

    // Healed: every payment the gateway took is a receipt of its loan, within a minute.
    const receiptsWanted = async () => {
      const wanted = new Map(loanIds.map((id) => [id, 0]));
      for (const attempt of attempts)
        for (const link of attempt.links)
          if ((await linkState(base, link)) === 'paid')
            wanted.set(attempt.loanId, (wanted.get(attempt.loanId) ?? 0) + 1);
      return wanted;
    };
    const receiptsBooked = async (loanId: string) =>
      (await loanJournalOf(base, auditor, loanId)).filter(
        (entry) => entry.kind === 'receipt' && entry.narration.startsWith('Payment '),
      ).length;
    let healed = false;
    let lastSeen = '';
    while (!healed && performance.now() - restarted < 60_000) {
      const wanted = await receiptsWanted();
      const booked = await Promise.all(loanIds.map(receiptsBooked));
      lastSeen = `wanted ${[...wanted.values()].join(',')}, booked ${booked.join(',')}`;
      healed = loanIds.every((id, index) => wanted.get(id) === booked[index]);
      if (!healed) await sleep(500);
    }
    mark(`healed: ${healed} (${lastSeen})`);
    expect.soft(healed, `receipts after a minute: ${lastSeen}`).toBe(true);
    // And no drawdown is left in flight: paid out or failed, within the same minute.
    const lineOffer = await signInAgain(base, withLine.offer, lineEmail);
    let drawing = -1;
    while (performance.now() - restarted < 60_000) {
      drawing = (await lineOf(base, lineOffer, withLine.lineId)).credit_line?.drawdownsInFlight ?? -1;
      if (drawing === 0) break;
      await sleep(500);
    }
    expect.soft(drawing, 'drawdowns in flight a minute after the restart').toBe(0);

    // The back office: the trial balance sums to nil, every entry of every loan balances.
    const trial = await trialBalanceOf(base, auditor);
    for (const total of trial.totals) expect.soft(total.debits, total.unit).toBe(total.credits);
    expect.soft(trial.rows.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    for (const loanId of loanIds) {
      const unbalanced = (await loanJournalOf(base, auditor, loanId)).filter(
        (entry) => entry.lines.reduce((sum, line) => sum + line.amount, 0) !== 0,
      );
      expect.soft(unbalanced.map((entry) => entry.entryId)).toEqual([]);
    }
    for (const d of proposed) expect.soft((await disbursalOf(base, auditor, d.id)).status).toBe('PAID');

    // Where no API shows it: the data directory of the stopped server.
    const serverNow = new Date(Date.now() + (await call<ClockState>(base, null, devPaths.clock)).offsetMs);
    await server.stop();
    const stored = await readStoredInvariants(dataDir, serverNow);
    mark(`checked ${JSON.stringify(stored.counts)}; closed through ${stored.closedThrough.join(', ')}`);
    mark(`attempts ${JSON.stringify(attempts.map(attemptSummary))}`);
    expectInvariantsHold(stored);
    expect(stored.counts.drawdowns).toBeGreaterThanOrEqual(2);
    expect(stored.counts.capturedPayments).toBeGreaterThan(0);
  }, 150_000);
});
