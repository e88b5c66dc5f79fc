import { devPaths, type ClockState } from '@kredo/contract/dev';
import type { Disbursal } from '@kredo/contract/disbursals';

import { call, until, type Offer } from '../gallery/offer-borrowers.ts';
import {
  advanceClockBy,
  approveDisbursal,
  disbursalOf,
  proposeDisbursal,
  repaymentOptionsOf,
} from './loan-api.ts';

const day = 86_400_000;
const indiaDate = (instant: string) =>
  new Date(Date.parse(instant) + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The checker's side of proposed disbursals: the admin approves each twice at once (one approval
 * wins, the other is refused 409), and the payouts are processed (an IMPS payout 5 s after it is
 * made). Answers each disbursal's approval statuses, sorted, and its loan once paid out.
 */
export async function approveAndPayOut(
  base: string,
  staff: { operations: string; admin: string },
  proposed: readonly Disbursal[],
): Promise<{ approvals: number[][]; loanIds: string[] }> {
  const approvals = await Promise.all(
    proposed.map(async (d) =>
      (
        await Promise.all([
          approveDisbursal(base, staff.admin, d.id),
          approveDisbursal(base, staff.admin, d.id),
        ])
      ).toSorted(),
    ),
  );
  await advanceClockBy(base, 10_000);
  const loanIds = await Promise.all(
    proposed.map((d) =>
      until(`the payout of ${d.id}`, async () => {
        const view = await disbursalOf(base, staff.operations, d.id);
        return view.status === 'PAID' && view.loanId ? view.loanId : undefined;
      }),
    ),
  );
  return { approvals, loanIds };
}

/** Offers awaiting their payout, proposed by operations and then approved and paid out. */
export async function disburse(
  base: string,
  staff: { operations: string; admin: string },
  offers: readonly Offer[],
): Promise<{ proposed: Disbursal[]; approvals: number[][]; loanIds: string[] }> {
  const proposed = await Promise.all(offers.map((offer) => proposeDisbursal(base, staff.operations, offer)));
  return { proposed, ...(await approveAndPayOut(base, staff, proposed)) };
}

/** The server's clock to a loan's first due date, at the same time of day; answers the days moved. */
export async function toFirstDueDate(base: string, offer: Offer, loanId: string): Promise<number> {
  const clock = await call<ClockState>(base, null, devPaths.clock);
  const dueDate = (await repaymentOptionsOf(base, offer, loanId)).nextEmi?.dueDate ?? '';
  const days = Math.round((Date.parse(dueDate) - Date.parse(indiaDate(clock.now))) / day);
  if (days > 0) await advanceClockBy(base, days * day);
  return days;
}
