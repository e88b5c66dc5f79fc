import { insuranceMessages } from '@kredo/contract/insurance-messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../users/users.repository.ts';

/**
 * The insurance partner's own site for the borrower and the policies in force it holds for them
 * (spec 002 §2 'Explore!', §3 'Insurance link response'), by the mobile number: the customer's
 * insurance identity (spec 002 §1). A borrower with no mobile has neither.
 */
export async function riskcovryLinkOf(deps: Pick<AppDeps, 'db' | 'insurer'>, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user?.mobile) return { link: null, oldActiveInsurances: [] };
  const answer = await deps.insurer.partnerLink(user.mobile).catch((error: unknown) => {
    throw new AppError('PROVIDER_UNAVAILABLE', 'the insurance partner did not answer', {
      userMessage: insuranceMessages.insuranceLinkFailed,
      cause: error,
    });
  });
  return { link: answer.link, oldActiveInsurances: answer.activePolicies };
}
