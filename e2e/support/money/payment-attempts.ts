import type { Offer } from '../gallery/offer-borrowers.ts';
import { createPayment, payByUpi, signInAgain, type PageAnswer } from './loan-api.ts';

/** One borrower's payment as a workload makes it: what was asked, and what came of it. */
export type Attempt = {
  loanId: string;
  email: string;
  amount: number;
  vpa: string;
  /** The payment links made, in order: a link that expired before its Pay is followed by another. */
  links: string[];
  answers: PageAnswer[];
  error?: string;
};

export const newAttempt = (
  loanId: string,
  email: string,
  plan: { amount: number; vpa: string },
): Attempt => ({ ...plan, loanId, email, links: [], answers: [] });

/** A session (or its Google credential) ended by a move of the clock in between is made again, as a borrower would. */
async function withFreshSession<T>(act: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await act();
    } catch (error) {
      if (tries >= 3 || !(error instanceof Error) || !error.message.includes('answered 401')) throw error;
    }
  }
}

/**
 * The borrower signs in (the clock moves days, sessions last hours), creates a payment and pays it
 * at once at the hosted page; a refusal or a dead server is noted on the attempt, not thrown.
 */
export async function makeAttempt(base: string, offer: Offer, attempt: Attempt): Promise<Attempt> {
  try {
    for (let tries = 0; tries < 3; tries += 1) {
      const payment = await withFreshSession(async () => {
        const session = await signInAgain(base, offer, attempt.email);
        return createPayment(base, session, attempt.loanId, attempt.amount);
      });
      if (!payment.link) return attempt;
      attempt.links.push(payment.link);
      const answer = await payByUpi(base, payment.link, attempt.vpa);
      attempt.answers.push(answer);
      // The clock moved past the link's half hour between its making and the Pay: pay again.
      if (answer.state !== 'refused' || answer.status !== 410) return attempt;
    }
  } catch (error) {
    attempt.error = error instanceof Error ? error.message : String(error);
  }
  return attempt;
}

/** `amount:answer:answer…[:error]`, for the run's report. */
export const attemptSummary = (attempt: Attempt): string =>
  [
    attempt.amount,
    ...attempt.answers.map((answer) => (answer.state === 'accepted' ? answer.linkStatus : answer.status)),
    ...(attempt.error ? [attempt.error.slice(0, 160)] : []),
  ].join(':');
