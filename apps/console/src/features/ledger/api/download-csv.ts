import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { apiClient, type RequestOptions } from '../../../lib/api-client';

export type CsvDownload = {
  /** The .csv path of the contract, its parameters filled in. */
  path: string;
  query?: RequestOptions<string>['query'];
  fileName: string;
};

/** How long the file's address stays valid after the click: a slow browser may start late. */
const keepUrlMs = 40_000;

/**
 * The server sends the ledger's CSV to a bearer token only, which a plain link cannot carry: the
 * file is fetched through the API client (token, timeout, refusals) and handed to the browser as
 * a Blob to save.
 */
export async function downloadCsv({ path, query, fileName }: CsvDownload): Promise<void> {
  // A CSV is no JSON, so the client passes its text on as it came.
  const csv = await apiClient.get(path, { query, schema: z.string() });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepUrlMs);
}

export function useDownloadCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
