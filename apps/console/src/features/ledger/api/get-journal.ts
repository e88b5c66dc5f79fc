import { backOfficeLedgerPaths, journalResponseSchema } from '@kredo/contract/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/api-client';

export function getJournal(date: string, signal?: AbortSignal) {
  return apiClient.get(backOfficeLedgerPaths.journal, {
    query: { date },
    schema: journalResponseSchema,
    signal,
  });
}

export function getJournalQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['ledger', 'journal', date],
    queryFn: ({ signal }) => getJournal(date, signal),
  });
}

/** A business day's entries with their lines, in posting order; nothing is asked before a day is chosen. */
export function useJournal(date: string | undefined) {
  return useQuery({ ...getJournalQueryOptions(date ?? ''), enabled: date !== undefined });
}
