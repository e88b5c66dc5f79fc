import type { DirectLink } from '@kredo/contract/credit-lines';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';

import { AppError } from '../../lib/app-error.ts';
import { createPayment, type Deps } from '../loans/loan-payments.service.ts';
import { findOwnActiveCreditLines } from './credit-line-records.ts';
import { lineRepaymentOptions } from './credit-line-receipts.ts';

/** Where the request came in: the gateway sends the browser back to the web app on this site. */
export type RequestSite = { protocol: string; host: string | undefined };

/**
 * The web app's payment result screen (its route `repayment/result`, served at `/`), whose
 * `payment_id` the payment fills in: the same address the repayment screen gives for its payments.
 */
export const paymentResultUrl = ({ protocol, host }: RequestSite) =>
  `${protocol}://${host ?? ''}/#/repayment/result?payment_id=`;

/**
 * The bank link (spec 001 §2.10, §7 setu-gateway): a payment of the dues, the bills' unpaid
 * figures, of the borrower's oldest-opened active line with any, at the gateway's hosted page; a
 * line's payment as its Repay makes it, returning to the result screen. Nothing due on any line,
 * or no line, is a conflict the screen shows.
 */
export async function createDirectLink(deps: Deps, userId: string, site: RequestSite): Promise<DirectLink> {
  const today = isoDate(deps.clock.businessDate());
  for (const line of await findOwnActiveCreditLines(deps.db, userId)) {
    const { dues } = await lineRepaymentOptions(deps.db, line, today);
    if (dues <= 0) continue;
    const payment = await createPayment(
      deps,
      userId,
      { loanId: line.id, purpose: 'DUES', returnUrl: paymentResultUrl(site) },
      site.host,
    );
    // A payment is made with its link; one without could not be paid at the gateway.
    if (!payment.link)
      throw new AppError('PROVIDER_UNAVAILABLE', 'payment link missing', {
        userMessage: messages.genericRequestFailure,
      });
    return { link: payment.link };
  }
  throw new AppError('CONFLICT', 'nothing is due right now', { userMessage: messages.paymentNothingDue });
}
