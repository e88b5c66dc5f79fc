import { directoryPaths, ifscResponseSchema } from '@kredo/contract/directory';
import { messages } from '@kredo/contract/messages';
import { isIfsc } from '@kredo/domain/validators/ifsc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from './api-client';
import { ApiRequestError } from './api-error';

export type IfscBranch = z.output<typeof ifscResponseSchema>;

export function lookupIfsc(ifsc: string, signal?: AbortSignal) {
  return apiClient.get(directoryPaths.ifsc.replace(':ifsc', encodeURIComponent(ifsc)), {
    schema: ifscResponseSchema,
    signal,
  });
}

/** A branch never moves: once found it is kept for the visit. */
export function ifscBranchQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['directory', 'ifsc', code],
    queryFn: ({ signal }) => lookupIfsc(code, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The branch of a well-formed IFSC (spec 000 §5.3), for the application form and the bank details
 * correction alike: an unknown code is 'Incorrect IFSC code!', any other failure 'Something went
 * wrong!'; a code not yet well formed is not looked up and says nothing.
 */
export function useIfscBranch(code: string) {
  const wellFormed = isIfsc(code);
  const query = useQuery({ ...ifscBranchQueryOptions(code), enabled: wellFormed });
  const error = !wellFormed
    ? undefined
    : query.error instanceof ApiRequestError && query.error.status === 404
      ? messages.incorrectIfsc
      : query.error
        ? messages.somethingWentWrongBang
        : undefined;
  return { branch: wellFormed ? query.data : undefined, error, isFetching: query.isFetching };
}

/** 'HDFC Bank, Kamala Mills Compound, Mumbai': the line shown under the field. */
export const branchLine = (branch: IfscBranch) =>
  [branch.BANK, branch.BRANCH, branch.CITY].filter(Boolean).join(', ');
