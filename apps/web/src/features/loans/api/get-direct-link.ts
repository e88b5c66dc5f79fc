import { creditLinePaths, directLinkSchema, type DirectLink } from '@kredo/contract/credit-lines';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiRequestError, clientErrorCodes } from '../../../lib/api-error';

/** An address the browser may be sent to: a web page, here or at the gateway, never a script. */
const isWebAddress = (link: string) => /^(https?:\/\/|\/)/i.test(link);

/** The `link` an error answer carries: the spec's service answered the link so (spec 001 §7). */
function linkInErrorAnswer(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const parsed = directLinkSchema.safeParse(error.answer);
  return parsed.success && isWebAddress(parsed.data.link) ? parsed.data.link : undefined;
}

/**
 * The gateway's page where the borrower pays what is due now on their credit line (spec 001 §7
 * `setu-gateway/direct-link`). Each call starts a payment. A link in an error answer is the link
 * all the same; an error answer without one is the failure the screen shows.
 */
export async function getDirectLink(signal?: AbortSignal): Promise<DirectLink> {
  let answer: DirectLink;
  try {
    answer = await apiClient.get(creditLinePaths.directLink, { schema: directLinkSchema, signal });
  } catch (error) {
    const link = linkInErrorAnswer(error);
    if (link) return { link };
    throw error;
  }
  if (!isWebAddress(answer.link))
    throw new ApiRequestError(200, {
      code: clientErrorCodes.invalidResponse,
      message: firstVisitMessages.genericRequestFailure,
    });
  return answer;
}

/**
 * Asked once per visit of the screen: never again on its own (each call starts a payment), and
 * afresh on the next visit.
 */
export function useDirectLink() {
  return useQuery({
    queryKey: ['loans', 'direct-link'],
    queryFn: ({ signal }) => getDirectLink(signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
