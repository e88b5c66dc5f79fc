/**
 * An Indian eSign service provider (ESP, CCA eSign API 2.1) as the lender's application (the ASP)
 * meets it: the ASP sends the SHA-256 of the PDF's ByteRange bytes, the ESP sends the signer a
 * one-time code, and on the right code makes a short-lived certificate in the signer's name, signs
 * the hash and answers with a detached PKCS #7 (CMS) for the ASP to embed
 * (lib/pdf-signature/embed-signature.ts). A real ESP is a new file beside sandbox.ts.
 */
export type StartSigningInput = {
  /** The ASP's own id for this signing (the `txn` of the Esign request); one id, one document. */
  transactionId: string;
  /** SHA-256 (hex) of the document's ByteRange bytes: `InputHash`. */
  documentDigest: string;
  /** The name the certificate is made in (the borrower's e-KYC name). */
  signerName: string;
  /** The borrower's 10-digit mobile number, where the code is sent. */
  signerMobile: string;
  /** What the document is, shown to the signer (`docInfo`), e.g. 'Loan agreement'. */
  docInfo: string;
};

export type CodeSent = {
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: number;
  /** When this code stops working. */
  expiresAt: Date;
  /** Codes that may still be sent for this transaction after this one. */
  sendsLeft: number;
  maskedMobile: string;
};

export type EsignVerification =
  | {
      status: 'signed';
      /** The detached CMS SignedData (DER) over the document digest: `DocSignature`. */
      cms: Uint8Array;
      /** The signer's certificate: `UserX509Certificate`. */
      certificatePem: string;
      signedAt: Date;
    }
  | { status: 'wrong-code'; attemptsLeft: number }
  /** Too many wrong codes: the transaction is closed (ESP-415); start a new one. */
  | { status: 'locked' }
  /** The code (or the whole transaction) expired (ESP-946): send a new code, or start again. */
  | { status: 'expired' };

export type EsignProvider = {
  readonly name: string;
  /** Opens the ESP transaction; the same transactionId and digest again answers the same one. */
  startSigning(input: StartSigningInput): Promise<{ espTransactionId: string; expiresAt: Date }>;
  /** Sends a (new) one-time code to the signer; an earlier code stops working. */
  sendCode(espTransactionId: string): Promise<CodeSent>;
  verifyCode(espTransactionId: string, code: string): Promise<EsignVerification>;
  /** The CA certificates (PEM) a signature by this ESP chains to (verifySignedPdf's roots). */
  trustedRoots(): Promise<string[]>;
};

export type EsignFailure =
  /** The ESP (or UIDAI behind it) did not answer; retry later (errCode E-119/E-148). */
  | 'provider_down'
  /** The request was malformed: digest not SHA-256 hex, no name, not a mobile number. */
  | 'invalid_request'
  /** The transactionId was used already for another document. */
  | 'duplicate_transaction'
  | 'unknown_transaction'
  /** The transaction is past its life; start a new one. */
  | 'transaction_expired'
  /** Too many wrong codes earlier: the transaction is closed. */
  | 'locked'
  | 'already_signed'
  /** A code was asked for before the wait was over: `retryAfterSeconds`. */
  | 'resend_too_soon'
  /** Every code this transaction allows was sent (errCode 953). */
  | 'too_many_sends'
  /** A code was checked before any was sent. */
  | 'code_not_sent'
  /** The SMS with the code could not be delivered. */
  | 'code_undeliverable'
  /** The ESP refused to sign after the code was right (its CA or e-KYC refused the signer). */
  | 'signing_refused';

export class EsignError extends Error {
  override name = 'EsignError';
  constructor(
    readonly reason: EsignFailure,
    message: string,
    readonly details: { retryAfterSeconds?: number; errCode?: string } = {},
  ) {
    super(message);
  }

  /** Whether the same call may succeed later. */
  get retryable(): boolean {
    return this.reason === 'provider_down' || this.reason === 'resend_too_soon';
  }
}
