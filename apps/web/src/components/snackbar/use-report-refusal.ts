import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { useCallback } from 'react';
import { ApiRequestError } from '../../lib/api-error';
import { useCatalogueText } from '../../lib/use-catalogue-text';
import { useSnackbar } from './snackbar-context';

/**
 * Shows a server's refusal in a red snackbar for 5 s (spec 000 §8), in the user's language. With
 * no message of the server's (no answer, a timeout, an answer that is not ours) `fallback` says
 * it: each screen's catalogue row has its own.
 */
export function useReportRefusal(fallback: string = firstVisitMessages.somethingWentWrong) {
  const showSnackbar = useSnackbar();
  const catalogueText = useCatalogueText();
  return useCallback(
    (error: ApiRequestError) => {
      const fromServer = error.status !== 0 && error.message !== firstVisitMessages.genericRequestFailure;
      showSnackbar({ severity: 'error', text: catalogueText(fromServer ? error.message : fallback) });
    },
    [showSnackbar, catalogueText, fallback],
  );
}

/** For a promise's catch: reports a refusal; anything else is a bug and is thrown on. */
export function reportingRefusal(report: (error: ApiRequestError) => void) {
  return (error: unknown) => {
    if (error instanceof ApiRequestError) report(error);
    else throw error;
  };
}
