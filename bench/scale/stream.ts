import {
  applyForPersonalLoan,
  completeProfile,
  newBorrower,
  verifyMobile,
} from '../../e2e/support/gallery/borrowers.ts';
import type { Offer } from '../../e2e/support/gallery/offer-borrowers.ts';
import { createPayment, payByUpi } from '../../e2e/support/money/loan-api.ts';
import { fromAddress, loopbackAddressOf } from './from-address.ts';

/** 1 → 'A', 26 → 'Z', 27 → 'AA': a round's number as a name may carry it. */
const lettersOf = (n: number): string =>
  (n > 26 ? lettersOf(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

export type StreamCounts = { signIns: number; applications: number; payments: number; failures: string[] };

/**
 * The steady work beside the polling: every `everyMs` a new borrower signs up (Google's sandbox
 * issuer), verifies a mobile, fills the application form (profile, both bank accounts, references,
 * documents and a statement) and applies for a personal loan, which the automatic decision then
 * takes up; and a borrower with a disbursed loan pays ₹100 at the gateway's hosted page by UPI.
 * Runs until stopped; counts what was done and what failed.
 */
export function startStream(
  base: string,
  payers: Array<{ offer: Offer; loanId: string }>,
  everyMs = 2_000,
): { stop(): Promise<StreamCounts> } {
  const counts: StreamCounts = { signIns: 0, applications: 0, payments: 0, failures: [] };
  const running = new Set<Promise<void>>();
  let round = 0;
  const track = (work: Promise<void>) => {
    const settled = work.catch((error: unknown) => {
      counts.failures.push(error instanceof Error ? error.message.slice(0, 200) : String(error));
    });
    running.add(settled);
    void settled.finally(() => running.delete(settled));
  };
  const tick = () => {
    round += 1;
    track(
      (async () => {
        // A name is letters only (the account holder's name must be).
        const borrower = await newBorrower(base, `Stream Borrower ${lettersOf(round)}`);
        counts.signIns += 1;
        // A Google sign-up has no mobile yet: it verifies one by OTP before it may apply, from
        // its own address (one load generator would meet the cap of 20 OTPs an hour an address).
        await fromAddress(loopbackAddressOf(round), () => verifyMobile(base, borrower));
        await completeProfile(base, borrower);
        // Applied: the automatic decision (a bureau pull, the rules) runs in the background.
        await applyForPersonalLoan(base, borrower);
        counts.applications += 1;
      })(),
    );
    const payer = payers[round % payers.length];
    if (payer)
      track(
        (async () => {
          const payment = await createPayment(base, payer.offer, payer.loanId, 100_00);
          if (!payment.link) throw new Error('no payment link');
          const answer = await payByUpi(base, payment.link, 'success@upi');
          if (answer.state !== 'accepted') throw new Error(`payment page answered ${answer.status}`);
          counts.payments += 1;
        })(),
      );
  };
  const timer = setInterval(tick, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
      return counts;
    },
  };
}
