import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';

/**
 * The close of business as operations see it in the back office: the loan-days it could not close
 * (the loan's close threw; the other loans closed). Each is tried again by the next minute's run
 * and leaves the list once its day closes.
 */
export const closeOfBusinessPaths = {
  failures: `${apiBases.backOffice}/close-of-business/failures`,
} as const;

export const closeOfBusinessFailureSchema = z.object({
  loanId: z.string(),
  lenderLoanAcctId: z.string(),
  lenderId: z.number(),
  /** The loan's status now: a loan closed by payment no longer has its days closed. */
  loanStatus: z.string(),
  /** The business day that could not be closed (YYYY-MM-DD). */
  businessDay: z.string(),
  /** The exception's type, code and message, without a failed query's values. */
  error: z.string(),
  attempts: z.number(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type CloseOfBusinessFailure = z.output<typeof closeOfBusinessFailureSchema>;

export const closeOfBusinessFailuresSchema = z.object({ failures: z.array(closeOfBusinessFailureSchema) });
