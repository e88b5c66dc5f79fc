import { messages } from '@kredo/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { useBrand } from '../../../lib/brand-context';
import { getUserStatusQueryOptions } from '../../../lib/user-status';
import { useConsentOutlet } from './consent-outlet';

/** The answer the server refuses because the offer was already answered (spec 001 §4.4, §8). */
export const isConsentAlreadyMarked = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 400 && error.message === messages.consentAlreadyMarked;

/**
 * For an accept or a decline the server answers 'Consent is already marked': the route is
 * replaced with the root (spec 001 §8). lam/status is read again first, so home routes by the
 * offer as it is; the area's own reads are dropped, not refetched, so it neither moves under the
 * borrower now nor shows the old answer's screen when opened again. Answers whether the error
 * was that one.
 */
export function useLeaveAnsweredOffer(): (error: unknown) => Promise<boolean> {
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId } = useConsentOutlet();
  return useCallback(
    async (error: unknown) => {
      if (!isConsentAlreadyMarked(error)) return false;
      await queryClient.invalidateQueries({ queryKey: getUserStatusQueryOptions(userId).queryKey });
      queryClient.removeQueries({ queryKey: ['consent'] });
      void navigate(brand.path('/'), { replace: true });
      return true;
    },
    [brand, navigate, queryClient, userId],
  );
}
