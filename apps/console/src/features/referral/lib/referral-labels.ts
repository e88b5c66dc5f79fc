import { cashbackStatuses } from '@kredo/contract/referral-back-office';

import type { ReferralsFilter } from '../api/get-referrals';

/** The cashback filter's choices, in the order offered: every referral first (the default). */
export const allChoice = 'all';
export const noCashback = 'NONE' as const;
export const stateChoices = [allChoice, ...cashbackStatuses, noCashback] as const;

/** The filter as the address holds it: a state the contract does not know is every referral. */
export function readReferralsFilter(search: URLSearchParams): ReferralsFilter {
  const status = search.get('status');
  const state = [...cashbackStatuses, noCashback].find((each) => each === status);
  return state ? { status: state } : {};
}

/** Only a cashback owed for want of an account, or one whose payouts failed, is paid now. */
export const mayPayNow = (status: string) => status === 'OWED' || status === 'FAILED';
