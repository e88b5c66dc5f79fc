import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { useNavigate, useSearchParams } from 'react-router';
import { useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { firstContact, loginChannel, type LoginVersion } from '../../../lib/first-contact';
import { saveLoginMode } from '../../../lib/login-mode';
import { saveSession } from '../../../lib/session';
import { useGoogleSignIn } from '../api/google-sign-in';

/**
 * Google sign-in (spec 000 §4.5): the credential is exchanged for a session, with how the person
 * arrived (channel, utm parameters, sourcing code, lead id) for a sign-up; a refusal is shown
 * in a red snackbar.
 */
export function useGoogleSignInFlow(version: LoginVersion = 'v1') {
  const brand = useBrand();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reportFailure = useReportRefusal(firstVisitMessages.googleSigninFailed);
  const signIn = useGoogleSignIn();

  async function complete(credential: string) {
    try {
      const session = await signIn.mutateAsync({
        credential,
        loginChannel: loginChannel(brand, version),
        ...firstContact(brand, params),
      });
      // As with the OTP sign-ins: leave the landing's query, then store the session, which
      // switches the route tree to the signed-in area.
      void navigate(brand.path('/'), { replace: true });
      saveLoginMode(version === 'v2' ? 'v2' : 'v1');
      saveSession({ token: session.dsToken, userId: session.userId });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      reportFailure(error);
    }
  }

  return { complete, pending: signIn.isPending || signIn.isSuccess };
}
