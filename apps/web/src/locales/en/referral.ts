/**
 * Texts of the referral screen (spec 002 §2, route referralLink). The spec's quotes are written
 * as it writes them ('Copy link', 'Share link', 'Refer Link Copied!' and the cashback line); the
 * terms state how the cashback is reckoned and paid, and who lends, so the offer cannot mislead.
 */
export const referral = {
  title: 'Refer and earn',
  intro:
    'Share your link with friends. When a friend signs up through it and takes their first loan, you earn cashback.',
  earn: 'Earn upto INR 500 cashback for each successful disbursal coming from your referral',
  linkLabel: 'Your referral link',
  copyLink: 'Copy link',
  shareLink: 'Share link',
  copied: 'Refer Link Copied!',
  copyFailed: 'Could not copy. Please select the link and copy it.',
  making: 'Making your link…',
  tryAgain: 'Try again',
  cashbacks: {
    title: 'Your cashback',
    joined: '{{count}} friends joined through your link',
    joined_one: '{{count}} friend joined through your link',
    pending: '{{amount}}, to be paid by {{date}}',
    paid: '{{amount}}, paid on {{date}}',
    cancelled: '{{amount}}, cancelled: the loan was cancelled',
  },
  terms: {
    title: 'Terms',
    amount: "You earn {{share}}% of the amount of your friend's first loan, in whole rupees, up to {{cap}}.",
    who: 'Your friend must be new to {{brand}} and sign up through your link. Only their first loan counts: one cashback for each friend.',
    when: "It is paid to your verified bank account, the one your own loan was paid to, within 30 days of your friend's loan being paid out, once its cooling-off period is over.",
    noAccount: 'Without a verified bank account, the cashback waits for you until you have one.',
    cancelled: "If your friend's loan is cancelled in its cooling-off period, no cashback is paid.",
    lenders:
      'Loans are given by our lending partners, RBI-registered NBFCs ({{lenders}}), after their own checks: a referral does not promise your friend a loan.',
  },
};
