import { cashbacksDue, payCashback } from './referral-payments.ts';
import { payoutsToRefresh, refreshReferralPayout, type PayoutDeps } from './referral-payouts.ts';

/**
 * One pass of the referral sweep, which pays cashbacks and heals what a stop or a lost webhook
 * left: cashbacks past their cooling-off wait are paid (or voided, or left owed), owed ones look
 * for the referrer's account hourly, failed ones are tried again when due, and payouts with no
 * news for two minutes (or never asked for) are asked about. Every step is idempotent.
 */
export async function sweepReferrals(deps: PayoutDeps, report: (error: unknown) => void): Promise<void> {
  const now = deps.clock.now();
  for (const id of await payoutsToRefresh(deps.db, now)) await refreshReferralPayout(deps, id).catch(report);
  for (const id of await cashbacksDue(deps.db, now, deps.clock.businessDate()))
    await payCashback(deps, id).catch(report);
}

const sweepMs = 30_000;

/** Runs the sweep at start and every thirty seconds, one pass at a time; answers the stop. */
export function startReferralSweep(deps: PayoutDeps, report: (error: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweepReferrals(deps, report);
    } catch (error) {
      report(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
