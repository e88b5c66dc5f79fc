import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { digilockerRedirectParam, readDigilockerReturn } from '../../../features/kyc/lib/digilocker-return';
import { resolveUrl } from '../../../lib/api-url';
import { useBrand } from '../../../lib/brand-context';
import { logEvent } from '../../../lib/log-event';
import { readUserId } from '../../../lib/session';

const noop = () => undefined;

/**
 * What the DigiLocker screen needs on a correction screen (`screenPath`, under the partner's
 * segment): the return read from the query, the way to the consent page with this screen as the
 * return, invoked by the incomplete-info area, and the error logged for a return without userId.
 */
export function useDigilockerCorrection(screenPath: string) {
  const brand = useBrand();
  const [params] = useSearchParams();
  const userId = readUserId() ?? '';
  const onMissingUser = useCallback(() => {
    // Spec 000 §8: a DigiLocker return without its userId is logged as an error.
    if (userId)
      logEvent({
        event_name: 'DigilockerKycError',
        event_data: { reason: 'The DigiLocker return carried no userId' },
        user_id: userId,
        type: 'error',
      });
  }, [userId]);
  return {
    userId,
    invoker: 'INCOMPLETE_INFO',
    back: readDigilockerReturn(params),
    onRedirect: ({ sessionId, authorizeUrl }: { sessionId: string; authorizeUrl: string }) => {
      const redirect = digilockerRedirectParam(window.location, brand.path(screenPath), {
        userId,
        sessionId,
        invoker: 'INCOMPLETE_INFO',
      });
      window.location.assign(resolveUrl(authorizeUrl, env.apiBases, { redirect }));
    },
    onMissingUser,
    onVerified: noop,
  } as const;
}
