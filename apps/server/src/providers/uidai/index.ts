/**
 * Aadhaar offline e-KYC (UIDAI), as an e-KYC service offers it to a lender: a session with a
 * captcha, an OTP sent to the resident's Aadhaar-linked mobile, and the resident's e-KYC once the
 * OTP is right. A real service is a new file beside sandbox.ts.
 */
export type KycGender = 'M' | 'F' | 'T';

/** A resident's e-KYC as UIDAI (or DigiLocker's e-Aadhaar) returns it. */
export type EKyc = {
  /** The service's reference for this e-KYC, kept for audit. */
  referenceId: string;
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: KycGender;
  /** One line, as printed on the Aadhaar letter. */
  address: string;
  photoPng: Uint8Array;
  aadhaarLast4: string;
};

export type UidaiCaptcha = {
  /** The service's session; kept server side, never shown to the borrower. */
  sessionRef: string;
  /** `data:image/svg+xml;base64,...` */
  captchaImage: string;
  expiresAt: Date;
};

export type UidaiOtpSent = { maskedMobile: string; otpExpiresAt: Date };

export type UidaiProvider = {
  readonly name: string;
  startSession(): Promise<UidaiCaptcha>;
  /** A new captcha for a session whose OTP has not been asked for yet. */
  refreshCaptcha(sessionRef: string): Promise<UidaiCaptcha>;
  /** Checks the captcha and sends an OTP to the mobile linked to the Aadhaar number. */
  requestOtp(sessionRef: string, input: { aadhaar: string; captcha: string }): Promise<UidaiOtpSent>;
  verifyOtp(sessionRef: string, otp: string): Promise<EKyc>;
};

export type UidaiFailure =
  /** The captcha service did not answer; a new session may (retryable). */
  | 'captcha_unavailable'
  /** UIDAI did not answer the OTP request (retryable later). */
  | 'service_down'
  /** No such session, or it expired or was spent: start again. */
  | 'session_expired'
  | 'wrong_captcha'
  /** A well-formed number UIDAI does not know. */
  | 'aadhaar_not_found'
  | 'no_mobile_linked'
  | 'otp_not_requested'
  | 'otp_incorrect'
  | 'otp_expired'
  | 'otp_attempts_exhausted';

export class UidaiError extends Error {
  override name = 'UidaiError';
  constructor(
    readonly reason: UidaiFailure,
    message: string,
  ) {
    super(message);
  }
}
