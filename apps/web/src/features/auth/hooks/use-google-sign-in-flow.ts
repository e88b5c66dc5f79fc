import { messages } from '@kredo/contract/messages';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { firstContact, loginChannel, type LoginVersion } from '../../../lib/first-contact';
import { saveLoginMode } from '../../../lib/login-mode';
import { saveSession } from '../../../lib/session';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
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
  const showSnackbar = useSnackbar();
  const catalogueText = useCatalogueText();
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
      const fromServer = error.status !== 0 && error.message !== messages.genericRequestFailure;
      showSnackbar({
        severity: 'error',
        text: catalogueText(fromServer ? error.message : messages.googleSigninFailed),
      });
    }
  }

  return { complete, pending: signIn.isPending || signIn.isSuccess };
}
