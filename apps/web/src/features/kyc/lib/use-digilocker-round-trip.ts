import type { KycInvoker } from '@kredo/contract/kyc';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { resolveUrl } from '../../../lib/api-url';
import { logEvent } from '../../../lib/log-event';
import { digilockerRedirectParam, readDigilockerReturn } from './digilocker-return';

type RoundTrip = { userId: string; invoker: KycInvoker; returnTo?: string | undefined };

/**
 * The DigiLocker screen's trip to the consent page and back, for the screen at `hashPath` (the
 * partner's path included): the return read from the query, the way to the consent page with this
 * screen as the return, and the error logged for a return without its userId.
 */
export function useDigilockerRoundTrip(hashPath: string, { userId, invoker, returnTo }: RoundTrip) {
  const [params] = useSearchParams();
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
    back: readDigilockerReturn(params),
    onRedirect: ({ sessionId, authorizeUrl }: { sessionId: string; authorizeUrl: string }) => {
      const redirect = digilockerRedirectParam(window.location, hashPath, {
        userId,
        sessionId,
        invoker,
        returnTo,
      });
      window.location.assign(resolveUrl(authorizeUrl, env.apiBases, { redirect }));
    },
    onMissingUser,
  };
}
