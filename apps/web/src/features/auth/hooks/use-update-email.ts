import { useState } from 'react';
import { reportingRefusal, useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { ApiRequestError } from '../../../lib/api-error';
import { useForgotEmail, type ForgotEmailInput } from '../api/forgot-email';
import { useForgotEmailUpdate } from '../api/forgot-email-update';

/** A code on its way: who it is for, and when (a clock time) another may be asked for. */
export type EmailChallenge = { identity: ForgotEmailInput; requestId: string; resendAt: number };

/** What the screen shows: the identity form, the code, the Google button, or the result. */
export type UpdateEmailStep =
  | { name: 'identity' }
  | { name: 'otp'; challenge: EmailChallenge }
  | { name: 'google'; challenge: EmailChallenge; otp: string }
  | { name: 'done'; message: string; email: string };

/**
 * Update e-mail (spec 000 §4.5): mobile and PAN, a code by SMS, then the Google account whose
 * address is to be connected. The state lives in the screen, so leaving it clears everything.
 *
 * The server checks the code only together with the Google credential, in one call (it verifies
 * the credential, then spends the code, and changes the e-mail only when both pass). So "after a
 * valid OTP" reads as: six digits entered and confirmed, then the Google button. When that call
 * refuses the code (401 UNAUTHENTICATED: 'Incorrect Otp!', an expired code), the screen returns
 * to the code entry for the same request, its countdown carrying on, so the user can retype or
 * resend. A refused Google account (401 CREDENTIAL_REFUSED, or a 403 for an account linked
 * elsewhere, which leaves the code unspent) keeps the Google button, to try another account.
 */
export function useUpdateEmail() {
  const reportFailure = useReportRefusal();
  const request = useForgotEmail();
  const update = useForgotEmailUpdate();
  const [challenge, setChallenge] = useState<EmailChallenge>();
  const [otp, setOtp] = useState<string>();
  const [result, setResult] = useState<{ message: string; email: string }>();

  const step: UpdateEmailStep = result
    ? { name: 'done', ...result }
    : !challenge
      ? { name: 'identity' }
      : otp === undefined
        ? { name: 'otp', challenge }
        : { name: 'google', challenge, otp };

  async function requestCode(identity: ForgotEmailInput) {
    const sent = await request.mutateAsync(identity);
    setChallenge({
      identity,
      requestId: sent.requestId,
      resendAt: Date.now() + sent.resendAfterSeconds * 1000,
    });
    setOtp(undefined);
  }

  async function resendCode() {
    if (!challenge) return;
    await requestCode(challenge.identity).catch(reportingRefusal(reportFailure));
  }

  async function connect(credential: string) {
    if (!challenge || otp === undefined) return;
    try {
      const answer = await update.mutateAsync({ credential, otp, requestId: challenge.requestId });
      setResult(answer);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      reportFailure(error);
      if (error.code === 'UNAUTHENTICATED') setOtp(undefined);
    }
  }

  return {
    step,
    requestCode,
    resendCode,
    /** Confirms the six digits; the server checks them with the Google credential. */
    enterCode: (code: string) => setOtp(code),
    /** Back from the Google button to the code entry. */
    changeCode: () => setOtp(undefined),
    connect,
    reportFailure,
    requesting: request.isPending,
    connecting: update.isPending,
  };
}
