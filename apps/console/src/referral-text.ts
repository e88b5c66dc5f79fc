import type { CashbackStatus, ReferralCashbackRow } from '@kredo/contract/referral-back-office';

/** The texts of operations' Referrals page: sign-ups by referral and their cashbacks (part of `text`). */
export const referralText = {
  referral: {
    title: 'Referrals',
    intro:
      'Sign-ups that came through a borrower’s referral link, and the cashback each earned with its first loan or drawdown: paid once the loan’s cooling-off period is over, owed while the referrer has no verified bank account, tried again a day after a failed payout.',
    filterState: 'Cashback',
    allStates: 'All referrals',
    noCashback: 'No disbursal yet',
    tableLabel: 'Referrals and cashbacks',
    empty: 'No referral here',
    truncated: 'Only the newest referrals are shown: choose a cashback state to see the others.',
    none: '—',
    unnamed: 'No name yet',
    columns: {
      attributedAt: 'Signed up',
      referrer: 'Referrer',
      referred: 'Referred',
      disbursal: 'First disbursal',
      amount: 'Cashback',
      state: 'State',
      payable: 'Payable',
      attempts: 'Payouts',
      utr: 'UTR',
      failure: 'Failure',
      action: 'Action',
    },
    subjects: { LOAN: 'Loan', DRAWDOWN: 'Drawdown' } satisfies Record<ReferralCashbackRow['subject'], string>,
    states: {
      EARNED: 'Earned, in cooling-off',
      PAYING: 'Paying',
      PAID: 'Paid',
      OWED: 'Owed: no verified account',
      FAILED: 'Failed',
      VOID: 'Void: loan undone',
    } satisfies Record<CashbackStatus, string>,
    disbursal: (subject: string, principal: string, on: string) => `${subject} ${principal} on ${on}`,
    payable: (from: string, by: string) => `${from} to ${by}`,
    attempts: (count: number, next: string | null) => (next ? `${count}, next ${next}` : String(count)),
    payNow: 'Pay now',
    payNowLabel: (name: string) => `Pay the cashback of ${name} now`,
    paid: (state: string) => `Asked: the cashback is now ${state.toLowerCase()}.`,
  },
};
