/**
 * The member's consent to a group certificate, as an insurer takes it from a distributor's
 * customer: a one-time code the insurer itself sends by SMS to the insured's mobile, checked
 * before the premium is taken, and named (by its consent id) on the proposal. The distributor
 * never sees the code's value, only whether the code typed was right.
 */
export type ConsentRequest = {
  /** Ours: one consent per reference; the same reference again sends a new code for it. */
  reference: string;
  productId: string;
  /** The insured's mobile, where the code is sent. */
  mobile: string;
};

export type ConsentCodeSent = {
  consentId: string;
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: number;
  /** When this code stops working. */
  expiresAt: Date;
  /** Codes that may still be sent for this consent after this one. */
  sendsLeft: number;
  maskedMobile: string;
};

export type ConsentCheck =
  /** The code is right: the consent may be named on one proposal of the product for this mobile. */
  | { status: 'verified' }
  | { status: 'wrong-code'; attemptsLeft: number }
  /** The code (or the consent) expired: send a new code. */
  | { status: 'expired' }
  /** Too many wrong codes: the consent is closed; ask for a new one. */
  | { status: 'locked' };

export type ConsentFailure =
  /** A code was asked for before the wait was over: `retryAfterSeconds`. */
  | 'resend_too_soon'
  /** Every code this consent allows was sent. */
  | 'too_many_sends'
  /** Verified and used, locked or expired: a new reference starts a new consent. */
  | 'closed'
  /** The product takes no consent code. */
  | 'not_required'
  | 'unknown_consent'
  /** A code was checked before any was sent. */
  | 'code_not_sent'
  /** The insurer or its SMS service did not answer; retry later. */
  | 'provider_down'
  /** The SMS with the code could not be delivered to this number. */
  | 'code_undeliverable';

export class ConsentError extends Error {
  override name = 'ConsentError';
  constructor(
    readonly reason: ConsentFailure,
    message: string,
    readonly details: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/** A document a proposal carries (a file field's upload), as the insurer receives it. */
export type ProposalDocument = {
  /** The form field it answers. */
  field: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
};
