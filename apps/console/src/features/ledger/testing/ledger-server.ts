import {
  backOfficeLedgerPaths,
  type AccountStatementResponse,
  type BalanceSheetResponse,
  type JournalEntryView,
  type TrialBalanceResponse,
} from '@kredo/contract/ledger';
import { vi } from 'vitest';

import { pathWith } from '../../../lib/api-client';
import { errorResponse, stubFetch, type FetchCall } from '../../../test/stub-fetch';
import { aTrialBalance, loanId } from './ledger-fixtures';

export const ledgerPaths = {
  ...backOfficeLedgerPaths,
  loanStatement: pathWith(backOfficeLedgerPaths.loanStatement, { loanId }),
  loanStatementCsv: pathWith(backOfficeLedgerPaths.loanStatementCsv, { loanId }),
};

export const csvBody = 'account,name,type,debits_paise,credits_paise,balance_paise\r\n';

type Options = {
  trialBalance?: (call: FetchCall) => TrialBalanceResponse;
  /** A day's entries by business day; a day not given has none. */
  journal?: Record<string, JournalEntryView[]>;
  statement?: { lenderLoanAcctId: string; entries: JournalEntryView[] };
  balanceSheet?: (call: FetchCall) => BalanceSheetResponse;
  /** Subjects' statements by their id; another id is not found. */
  accounts?: Record<string, AccountStatementResponse>;
  /** Answers a CSV download; by default a header line. */
  onCsv?: (call: FetchCall) => Response | undefined;
};

/** The back office's ledger routes: JSON for the pages, CSV to download. */
export function ledgerServer({
  trialBalance = () => aTrialBalance(),
  journal = {},
  statement,
  balanceSheet,
  accounts = {},
  onCsv,
}: Options = {}) {
  return stubFetch((call) => {
    if (call.path.endsWith('.csv'))
      return (
        onCsv?.(call) ?? new Response(csvBody, { headers: { 'content-type': 'text/csv; charset=utf-8' } })
      );
    const query = new URL(call.url, 'http://localhost').searchParams;
    if (call.path === ledgerPaths.trialBalance) return Response.json(trialBalance(call));
    if (call.path === ledgerPaths.journal) {
      const date = query.get('date') ?? '';
      return Response.json({ date, entries: journal[date] ?? [] });
    }
    if (call.path === ledgerPaths.loanStatement && statement) return Response.json({ loanId, ...statement });
    if (call.path === ledgerPaths.balanceSheet && balanceSheet) return Response.json(balanceSheet(call));
    const account = Object.values(accounts).find(
      (candidate) =>
        call.path === pathWith(backOfficeLedgerPaths.accountStatement, { ownerId: candidate.ownerId }),
    );
    if (account) return Response.json(account);
    return errorResponse(404, 'NOT_FOUND', 'Page not found');
  });
}

export type SavedFile = { href: string; download: string; blob: Blob | undefined };

/**
 * Catches what the browser is asked to save: the Blob behind the object URL and the link's file
 * name, instead of a real download.
 */
export function catchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:csv-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}
