import type { InsuranceFormProblem } from '@kredo/domain/insurance-form';

import { messages } from './messages.ts';

/**
 * Insurance's texts (spec 002 §2, §5, §8, §9), exactly as the specification quotes them, with the
 * few of ours in the same voice. The form's other keys ('mandatory', 'invalid', 'nomineeNameInvalid',
 * 'nomineeMinor', and the OTP and file fields' 'enterOtp' and 'uploadDocument') are already in
 * `messages`.
 */
export const insuranceMessages = {
  insuranceProductsWeOffer: 'Products we offer',
  insuranceStartingAt: 'Starting at',
  insuranceFree: 'Free',
  insuranceLakh: '₹{{number}} Lakh',
  insuranceCrore: '₹{{number}} Cr',
  insuranceDownloadTerms: 'Download Policy Terms',
  insuranceProceed: 'Proceed',
  insurancePoweredBy: 'Powered By',
  insuranceFillDetails: 'Please fill the details',
  insuranceProceedToPay: 'PROCEED TO PAY',
  insuranceYourPolicy: 'YOUR POLICY',
  insuranceUnderProcess: 'Under Process',
  insuranceAgeBetween: 'Age should be between {{min}} and {{max}}',
  insuranceSomethingWentWrong: 'Something went wrong !',
  insurancePolicyNotGenerated: 'Your policy not yet generated, mail us for more details',
  insuranceOrdersFailed: 'There was problem in Fetching Your Insurance Policies',
  insuranceNoOrders: "You haven't purchased any insurance.",
  insuranceLinkFailed: 'Something went wrong!',
  // Ours, in the same voice.
  insuranceUnknownProduct: 'This insurance product is no longer offered. Please choose another.',
  insurancePaymentUnavailable: 'We could not start the payment. Please try again in a few minutes.',
  insuranceProposalRefused:
    'The insurer could not accept this proposal. Any amount deducted from your bank account will be refunded in 3-7 business days',
  insuranceFreeLookOver:
    'The 30-day free look period of this policy has ended, so it can no longer be cancelled.',
  insuranceNotCancellable: 'Only an issued policy can be cancelled.',
  insuranceCancelled: 'Your policy is cancelled. The premium will be refunded in 3-7 business days',
  // The consent OTP the insurer sends, and the documents a proposal carries.
  insuranceOtpNotSent: 'Please send the OTP to this mobile number first.',
  insuranceOtpWrong: 'The OTP is not correct. Please check it and try again.',
  insuranceOtpExpired: 'This OTP has expired. Please send a new one.',
  insuranceOtpLocked: 'Too many wrong OTPs. Please send a new one.',
  insuranceOtpTooMany: 'You have requested too many OTPs. Please try again later.',
  insuranceOtpUnavailable: 'We could not send the OTP now. Please try again in a few minutes.',
  insuranceOtpNotNeeded: 'This insurance product does not ask for an OTP.',
} as const;

export type InsuranceMessageKey = keyof typeof insuranceMessages;

const catalogue: Record<string, string> = { ...messages, ...insuranceMessages };

const interpolate = (template: string, params: Record<string, number | string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** The English text of a form problem, as the server answers it and the screen's English shows it. */
export function insuranceProblemText(problem: InsuranceFormProblem): string {
  const template = catalogue[problem.key] ?? problem.key;
  return 'params' in problem ? interpolate(template, problem.params) : template;
}
