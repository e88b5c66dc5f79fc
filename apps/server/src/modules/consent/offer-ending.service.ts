import { messages } from '@kredo/contract/messages';
import { offerValidityDays, type OpportunityEvent } from '@kredo/domain/opportunity-lifecycle';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  applyOpportunityEvent,
  lockOpportunity,
  unansweredOffersBefore,
} from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf } from './agreement-records.ts';
import { ownOpportunity } from './consent.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes an ending event on a locked opportunity; false when the table refuses it now. */
async function end(deps: Deps, opportunityId: string, event: OpportunityEvent): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOpportunity(tx, opportunityId);
    if (!row) throw notFound('opportunity');
    const { result } = await applyOpportunityEvent(
      tx,
      row,
      await agreementFlagsOf(tx, row.id),
      event,
      deps.clock.now(),
    );
    return result.ok;
  });
}

/**
 * The borrower takes back an accepted offer before it is paid out: the opportunity and the
 * application are cancelled, nothing is owed. Once the lender moved on (or after the payout) the
 * answer is 409 with where to go instead.
 */
export async function withdrawOffer(
  deps: Deps,
  userId: string,
  opportunityId: string,
): Promise<{ ok: true }> {
  await ownOpportunity(deps.db, userId, opportunityId);
  if (!(await end(deps, opportunityId, { type: 'customer-withdraws' })))
    throw new AppError('CONFLICT', 'the offer cannot be withdrawn now', {
      userMessage: messages.withdrawNotPossible,
    });
  return { ok: true };
}

/** Cancels every offer left unanswered for `offerValidityDays` after its approval; answers how many. */
export async function expireOffers(deps: Deps): Promise<number> {
  const before = new Date(deps.clock.nowMs() - offerValidityDays * DAY_MS);
  let expired = 0;
  for (const id of await unansweredOffersBefore(deps.db, before))
    if (await end(deps, id, { type: 'offer-expires' })) expired += 1;
  return expired;
}
