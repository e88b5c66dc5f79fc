import type { ifscResponseSchema } from '@kredo/contract/directory';
import { messages } from '@kredo/contract/messages';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { ApiRequestError } from '../../../lib/api-error';
import { isCorrectionIfsc } from '../lib/bank-details-schema';

export type IfscBranch = z.output<typeof ifscResponseSchema>;
/** The IFSC lookup the application form already uses, handed in by the route. */
export type LookupIfsc = (ifsc: string, signal?: AbortSignal) => Promise<IfscBranch>;

/**
 * The branch of a well-formed IFSC (spec 000 §5.3): an unknown code is 'Incorrect IFSC code!',
 * any other failure 'Something went wrong!'.
 */
export function useIfscLookup(lookup: LookupIfsc, code: string) {
  const query = useQuery({
    queryKey: ['incomplete-info', 'ifsc', code],
    queryFn: ({ signal }) => lookup(code, signal),
    enabled: isCorrectionIfsc(code),
    staleTime: Infinity,
    retry: false,
  });
  const error = !isCorrectionIfsc(code)
    ? undefined
    : query.error instanceof ApiRequestError && query.error.status === 404
      ? messages.incorrectIfsc
      : query.error
        ? messages.somethingWentWrongBang
        : undefined;
  return { branch: isCorrectionIfsc(code) ? query.data : undefined, error, isFetching: query.isFetching };
}
