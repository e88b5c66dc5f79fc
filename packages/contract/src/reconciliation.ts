import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { text } from './text.ts';

/**
 * Reconciliation as operations see it in the back office: what the nightly checks found that does
 * not agree (a stored balance that differs from its journal; a provider's report that lacks a
 * movement of ours, lists one we do not hold, differs in amount, pays short, or did not come), one
 * row each, open until a person resolves it with a note.
 */
const base = apiBases.backOffice;
export const reconciliationPaths = {
  breaks: `${base}/reconciliation/breaks`,
  resolve: `${base}/reconciliation/breaks/:breakId/resolve`,
} as const;

/** Who found it: the ledger's check of its stored balances, or the report it concerns. */
export const reconciliationSources = [
  'ledger-balance',
  'gateway-settlement',
  'nach-settlement',
  'payout-report',
] as const;
export type ReconciliationSource = (typeof reconciliationSources)[number];

export const breakKinds = [
  /** We hold the movement; the provider's report does not list it. */
  'missing-line',
  /** The report lists a movement we do not hold. */
  'unknown-line',
  /** The report's amount differs from ours (or its figures do not add up). */
  'amount-mismatch',
  /** The report paid less than its lines say. */
  'short-settlement',
  /** The report had not come by the cut-off. */
  'late-file',
  /** An account's stored balance differs from its journal. */
  'balance-difference',
  /** A loan's stored instalment sums differ from its journal lines. */
  'instalment-difference',
] as const;
export type BreakKind = (typeof breakKinds)[number];

export const breakListQuerySchema = z.object({
  source: z.optional(z.enum(reconciliationSources)),
});

export const breakIdParamsSchema = z.object({ breakId: z.uuid() });

export const resolveBreakBodySchema = z.object({
  note: text().check(z.trim(), z.minLength(3, 'Say how the break was resolved'), z.maxLength(500)),
});

export const reconciliationBreakSchema = z.object({
  id: z.string(),
  source: z.string(),
  kind: z.string(),
  lenderId: z.nullable(z.number()),
  /** The business day it concerns (YYYY-MM-DD). */
  businessDate: z.string(),
  /** What it concerns: our payment id, the provider's line id, a settlement id, an account. */
  reference: z.string(),
  /** INR (paise) or XAU (0.1 mg). */
  unit: z.string(),
  /** What our side holds, in the unit's minor unit; null when we hold nothing. */
  expected: z.nullable(z.number()),
  /** What the report (or the stored balance) says; null when it says nothing. */
  actual: z.nullable(z.number()),
  detail: z.record(z.string(), z.unknown()),
  foundAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  resolution: z.nullable(z.string()),
});
export type ReconciliationBreak = z.output<typeof reconciliationBreakSchema>;

export const breakListResponseSchema = z.object({ breaks: z.array(reconciliationBreakSchema) });
export type BreakList = z.output<typeof breakListResponseSchema>;

export const reconciliationMessages = {
  alreadyResolved: 'This break was already resolved',
} as const;
