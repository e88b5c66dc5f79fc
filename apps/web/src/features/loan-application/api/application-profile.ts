import { profilePaths } from '@kredo/contract/profile';
import {
  profileDataResponseSchema,
  saveProfileBodySchema,
  saveProfileResponseSchema,
} from '@kredo/contract/application-profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export type SaveProfileInput = z.input<typeof saveProfileBodySchema>;

export const applicationProfileQueryOptions = queryOptions({
  queryKey: ['profile', 'application'],
  queryFn: ({ signal }) =>
    apiClient.get(profilePaths.applicationProfile, { schema: profileDataResponseSchema, signal }),
});

/** The borrower's application profile (GET paandu/profile). */
export function useApplicationProfile() {
  return useQuery(applicationProfileQueryOptions);
}

export function saveProfile(input: SaveProfileInput) {
  return apiClient.post(profilePaths.applicationProfile, {
    body: saveProfileBodySchema.parse(input),
    schema: saveProfileResponseSchema,
    timeoutMs: 30_000,
  });
}

/** A save changes the profile, the status and what the borrower qualifies for: all reload. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['loan-application'] }),
      ]),
  });
}
