import type { AppDeps } from '../../app-deps.ts';
import { resumeCreditLines } from '../credit-lines/drawdown-payouts.ts';
import { paymentsToCheck, refreshPayment } from './payment-capture.ts';
import { welcomeNewLoans } from './loan-welcome.ts';
import { tellOfPenalCharges } from './penal-notices.ts';
import { refundAdvances } from './refunds.ts';
import { presentFiledDebits, settleQuietDebits } from './nach-presentations.ts';
import { payoutsToCheck, refreshPayout } from './payout-reports.ts';

type Deps = Pick<
  AppDeps,
  'db' | 'database' | 'clock' | 'cipher' | 'payout' | 'paymentGateway' | 'mode' | 'mandate' | 'notifier'
>;

/**
 * One pass of the disbursal sweep: every approved disbursal whose payout was never requested (a
 * stop between the approval and the call, or a provider down) is requested under its own key, and
 * every payout with no news for two minutes is asked about at the provider's status API and
 * settled by its answer. Nothing is paid twice: the provider answers a repeated key with the payout
 * it already made. Borrowers' payments with no final news are settled by the gateway's status API.
 */
export async function resumeDisbursals(deps: Deps, report: (error: unknown) => void): Promise<void> {
  for (const id of await payoutsToCheck(deps.db, deps.clock.now())) {
    await refreshPayout(deps, id).catch(report);
  }
  // Borrowers' payments not final two minutes on: the gateway's status API settles them (a lost webhook).
  for (const id of await paymentsToCheck(deps.db, deps.clock.now())) {
    await refreshPayment(deps, id).catch(report);
  }
  // Credit lines: drawdowns with no news, and lines waiting to open.
  await resumeCreditLines(deps, report);
  // NACH debits the close of business filed are sent with their notice; past ones with no answer are asked about.
  await presentFiledDebits(deps, report);
  await settleQuietDebits(deps, report);
  // Borrowers whose loan was paid out are told, once; closed loans' excess is refunded.
  await welcomeNewLoans(deps, report);
  await refundAdvances(deps, report);
  // Penal charges are told of after the payments above, so one withdrawn for money there on time is not.
  await tellOfPenalCharges(deps, report);
}

const MINUTE = 60_000;

/** Runs the sweep at start and every minute, one pass at a time; answers the stop. */
export function startDisbursalSweep(deps: Deps, report: (error: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await resumeDisbursals(deps, report);
    } catch (error) {
      report(error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
