import type { EKyc } from '../uidai/index.ts';

/**
 * DigiLocker's e-Aadhaar for a lender (OAuth 2 authorisation code): the borrower consents on
 * DigiLocker's page, comes back with a code, and the code fetches their e-Aadhaar. A real
 * DigiLocker partner integration is a new file beside sandbox.ts.
 */
export type DigilockerProvider = {
  readonly name: string;
  /** DigiLocker's consent page for this verification's state; the web app adds the return URL. */
  authorizeUrl(state: string): string;
  /** Exchanges the code for an access token and fetches the e-Aadhaar with it. */
  fetchEAadhaar(code: string): Promise<EKyc>;
};

export type DigilockerFailure =
  /** No such code, or it was used already. */
  | 'invalid_code'
  | 'code_expired'
  /** The borrower's DigiLocker holds no e-Aadhaar. */
  | 'document_unavailable'
  | 'service_down';

export class DigilockerError extends Error {
  override name = 'DigilockerError';
  constructor(
    readonly reason: DigilockerFailure,
    message: string,
  ) {
    super(message);
  }
}
