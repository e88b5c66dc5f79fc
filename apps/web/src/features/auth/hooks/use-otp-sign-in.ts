import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reportingRefusal, useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { useBrand } from '../../../lib/brand-context';
import { saveLoginMode } from '../../../lib/login-mode';
import { useLoginVersion } from '../../../lib/login-version';
import { saveSession } from '../../../lib/session';
import { useInitiateSignin, type SigninInitiateInput } from '../api/initiate-signin';
import { useSignIn } from '../api/sign-in';

export type SignInMethod = 'pan' | 'dob';

/** The identity answer a code was sent for: the mobile and its PAN or date of birth. */
export type Identity = { mobile: string } & ({ pan: string; dob?: never } | { dob: string; pan?: never });

/** A code on its way: who it is for, and when another may be asked for. */
export type Challenge = { identity: Identity; requestId: string; resendAfterSeconds: number };

// Without a message from the server (no answer, or one that is not ours) the spec's fallback is
// written differently for the two sign-ins (spec 000 §8).
const fallbackText: Record<SignInMethod, string> = {
  pan: firstVisitMessages.somethingWentWrong,
  dob: firstVisitMessages.somethingWentWrongBang,
};

/**
 * The two steps every OTP sign-in shares: ask for a code for an identity answer, then exchange
 * the code for a session and go home. Refusals are shown in a red snackbar for 5 s.
 */
export function useOtpSignIn(method: SignInMethod) {
  const reportFailure = useReportRefusal(fallbackText[method]);
  const navigate = useNavigate();
  const home = useBrand().path('/');
  const loginVersion = useLoginVersion();
  const [challenge, setChallenge] = useState<Challenge>();
  const initiate = useInitiateSignin();
  const verify = useSignIn();

  async function requestCode(identity: Identity) {
    const sent = await initiate.mutateAsync(identity satisfies SigninInitiateInput);
    setChallenge({ identity, requestId: sent.requestId, resendAfterSeconds: sent.resendAfterSeconds });
  }

  async function resendCode() {
    if (!challenge) return;
    await requestCode(challenge.identity).catch(reportingRefusal(reportFailure));
  }

  async function submitCode(otp: string) {
    if (!challenge) return;
    const session = await verify.mutateAsync({ ...challenge.identity, otp });
    // Home is the same route as this landing: drop the prefill query, then store the session,
    // which switches the route tree to the signed-in area.
    void navigate(home, { replace: true });
    saveLoginMode(loginVersion === 'v2' ? 'v2' : 'v1');
    saveSession(session);
  }

  return {
    challenge,
    requestCode,
    resendCode,
    submitCode,
    reportFailure,
    requesting: initiate.isPending,
    verifying: verify.isPending || verify.isSuccess,
  };
}
