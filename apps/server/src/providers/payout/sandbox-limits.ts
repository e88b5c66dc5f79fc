import { businessDateOf } from '../../lib/clock.ts';

/**
 * Payouts one beneficiary account (IFSC and number) may be sent in a day (India's calendar day),
 * as a bank caps credits to one beneficiary. Every payout accepted that day counts, whatever
 * became of it.
 */
export const sandboxDailyLimit = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Indian calendar day `at` falls in, as instants: [from, until). */
export function todayWindow(at: Date): { from: Date; until: Date } {
  const from = new Date(`${businessDateOf(at)}T00:00:00+05:30`);
  return { from, until: new Date(from.getTime() + DAY_MS) };
}
