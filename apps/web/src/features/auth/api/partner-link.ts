import {
  partnerLinkPaths,
  partnerSsoResponseSchema,
  verifiedPartnerLinkSchema,
} from '@kredo/contract/partner-links';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Opens a partner link's token: the server decrypts it and checks its partner, expiry and claims. */
export function verifyPartnerLink(token: string) {
  return apiClient.post(partnerLinkPaths.verify, { body: { token }, schema: verifiedPartnerLinkSchema });
}

/** Signs the person in from a single sign-on link (single use). */
export function signInWithPartnerLink(token: string) {
  return apiClient.post(partnerLinkPaths.sso, { body: { token }, schema: partnerSsoResponseSchema });
}

export function usePartnerLinkSignIn() {
  return useMutation({
    mutationFn: async (token: string) => {
      const link = await verifyPartnerLink(token);
      return link.sso ? { link, session: await signInWithPartnerLink(token) } : { link, session: undefined };
    },
  });
}
