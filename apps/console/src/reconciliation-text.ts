import type { BreakKind, ReconciliationSource } from '@kredo/contract/reconciliation';

/** The texts of the reconciliation breaks page (part of `text`). */
export const reconciliationText = {
  reconciliation: {
    title: 'Reconciliation',
    intro:
      'What the nightly checks found that does not agree: the ledger’s stored balances against its journal, and each provider’s report of a day against what the ledger holds. Newest first; a break stays until someone resolves it.',
    filterLabel: 'Source',
    allSources: 'All',
    tableLabel: 'Open breaks',
    empty: 'No open break',
    columns: {
      found: 'Found',
      day: 'Day',
      source: 'Source',
      kind: 'Kind',
      reference: 'Reference',
      lender: 'Lender',
      expected: 'Expected',
      actual: 'Actual',
      action: 'Action',
    },
    sources: {
      'ledger-balance': 'Ledger balances',
      'gateway-settlement': 'Gateway settlement',
      'nach-settlement': 'NACH settlement',
      'payout-report': 'Payout bank statement',
    } satisfies Record<ReconciliationSource, string>,
    kinds: {
      'missing-line': 'Missing from the report',
      'unknown-line': 'Not ours',
      'amount-mismatch': 'Amount differs',
      'short-settlement': 'Paid short',
      'late-file': 'Report not received',
      'balance-difference': 'Balance differs from the journal',
      'instalment-difference': 'Instalment differs from the journal',
    } satisfies Record<BreakKind, string>,
    /** A lender the ledger names by id only. */
    lender: (lenderId: number | null) => (lenderId === null ? '—' : String(lenderId)),
    none: '—',
    grams: (grams: string) => `${grams} g`,
    resolve: {
      open: 'Resolve',
      openLabel: (reference: string) => `Resolve the break of ${reference}`,
      title: 'Resolve the break',
      summary: (kind: string, reference: string, day: string) => `${kind}: ${reference}, ${day}`,
      note: 'How it was resolved',
      submit: 'Resolve',
      done: 'The break is resolved.',
    },
  },
} as const;
