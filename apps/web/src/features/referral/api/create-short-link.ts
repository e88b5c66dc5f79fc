import {
  referralPaths,
  shortLinkBodySchema,
  shortLinkResponseSchema,
  type ShortLinkBody,
} from '@kredo/contract/referral';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The borrower's short link from the link shortener (spec 002 §7), made from the long link. */
export function createShortLink(body: ShortLinkBody, signal?: AbortSignal) {
  return apiClient.post(referralPaths.shortLinks, {
    body: shortLinkBodySchema.parse(body),
    schema: shortLinkResponseSchema,
    signal,
  });
}

/**
 * The short link, read like data: the shortener answers the one link of the borrower however
 * often it is asked, so the screen asks on opening and keeps the answer.
 */
export function useShortLink(longLink: string) {
  return useQuery({
    queryKey: ['referral', 'short-link'],
    queryFn: ({ signal }) => createShortLink({ longLink }, signal),
    staleTime: Infinity,
    retry: false,
  });
}
