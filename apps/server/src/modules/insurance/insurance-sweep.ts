import type { AppDeps } from '../../app-deps.ts';
import { cancellationsToComplete, completeAskedCancellation } from './insurance-cancellations.ts';
import { ordersToSettle, settleWithInsurer } from './insurance-issuance.ts';
import { expireOrder, ordersToExpire } from './insurance-order-status.ts';
import { ordersToPoll, refreshInsurancePayment } from './insurance-payments.ts';
import { refreshInsuranceRefund, refundsToRefresh } from './insurance-refunds.ts';

export type InsuranceSweepDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'cipher' | 'blobs' | 'insurer' | 'paymentGateway'
>;

/**
 * One pass of the insurance sweep, which heals what a stop or a lost message left: orders past
 * their pay-by instant end (the gateway asked first, links cancelled); payments whose webhook
 * never came are read at the gateway's status API, until a day after the pay-by instant; paid
 * orders are proposed and their issuance asked for (an issued policy's PDF is made then, or when
 * first asked for); a free look cancellation the insurer made but not recorded here is recorded;
 * premiums owed back are refunded at the gateway. Every step is idempotent.
 */
export async function sweepInsurance(
  deps: InsuranceSweepDeps,
  report: (error: unknown) => void,
): Promise<void> {
  const now = deps.clock.now();
  for (const id of await ordersToExpire(deps.db, now)) await expireOrder(deps, id).catch(report);
  for (const id of await ordersToPoll(deps.db, now)) await refreshInsurancePayment(deps, id).catch(report);
  for (const id of await ordersToSettle(deps.db, now)) await settleWithInsurer(deps, id).catch(report);
  for (const id of await cancellationsToComplete(deps.db, now))
    await completeAskedCancellation(deps, id).catch(report);
  for (const id of await refundsToRefresh(deps.db, now)) await refreshInsuranceRefund(deps, id).catch(report);
}

const sweepMs = 10_000;

/** Runs the sweep at start and every ten seconds, one pass at a time; answers the stop. */
export function startInsuranceSweep(deps: InsuranceSweepDeps, report: (error: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweepInsurance(deps, report);
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
