import type { loanListQuerySchema } from '@kredo/contract/loan-servicing';
import type * as z from 'zod/mini';

export type LoanListView = z.output<typeof loanListQuerySchema>['view'];

/** The lists' tabs, in the order they are shown; the first is the default. */
export const loanListViews = ['overdue', 'npa', 'open', 'closed'] as const satisfies readonly LoanListView[];

/** The view the address names; anything else is the first. */
export function readLoanListView(value: string | null): LoanListView {
  return loanListViews.find((view) => view === value) ?? 'overdue';
}
