import { randomUUID } from 'node:crypto';

import { isoDate } from '@kredo/domain/calendar-date';
import { matchReport, type LenderPortion, type MatchResult } from '@kredo/domain/settlement-matching';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { postEntry } from '../ledger/ledger.service.ts';
import type { ReadReport, SettlementSourceSpec } from './settlement-sources.ts';
import {
  insertBreaks,
  insertReportParts,
  lockReportReference,
  markReconciled,
  reportStored,
  resolveLateFile,
  settledReferences,
  type NewBreak,
} from './settlement.repository.ts';

/** A lender's part of a report is stored and posted under `<report reference>:<lender id>`. */
export const partReference = (reportReference: string, lenderId: number) => `${reportReference}:${lenderId}`;

/** The idempotency key of a part's journal entry: `settlement:<source>:<part reference>`. */
export const settlementKey = (source: string, reference: string) => `settlement:${source}:${reference}`;

/** What the match found that does not agree, as breaks of the report's day. */
export function breaksOf(
  source: string,
  report: ReadReport,
  result: MatchResult,
  settled: ReadonlySet<string>,
  now: Date,
): NewBreak[] {
  const common = { source, businessDate: report.businessDate, unit: 'INR', foundAt: now };
  const only = result.portions.length === 1 ? (result.portions[0]?.lenderId ?? null) : null;
  const found = (row: Omit<NewBreak, 'id' | 'source' | 'businessDate' | 'unit' | 'foundAt'>): NewBreak => ({
    id: randomUUID(),
    ...common,
    ...row,
  });
  return [
    ...result.missing.map((line) =>
      found({
        kind: 'missing-line',
        lenderId: line.lenderId,
        reference: line.reference,
        expected: line.amount,
        actual: null,
        detail: { providerId: line.providerId, report: report.reference },
      }),
    ),
    ...result.unknown.map((line) =>
      found({
        kind: 'unknown-line',
        lenderId: null,
        reference: line.providerId,
        expected: null,
        actual: line.amount,
        detail: { line, report: report.reference, alreadySettled: settled.has(line.reference) },
      }),
    ),
    ...result.mismatched.map(({ line, expected }) =>
      found({
        kind: 'amount-mismatch',
        lenderId: expected.lenderId,
        reference: line.providerId,
        expected: expected.amount,
        actual: line.amount,
        detail: { ourReference: expected.reference, line, report: report.reference },
      }),
    ),
    ...(result.shortfall > 0
      ? [
          found({
            kind: 'short-settlement',
            lenderId: only,
            reference: report.reference,
            expected: result.linesNet,
            actual: report.total,
            detail: {
              utr: report.utr,
              shortfall: result.shortfall,
              byLender: result.portions.map((p) => ({ lenderId: p.lenderId, shortfall: p.shortfall })),
            },
          }),
        ]
      : []),
    ...(result.excess > 0
      ? [
          found({
            kind: 'amount-mismatch',
            lenderId: only,
            reference: report.reference,
            expected: result.linesNet,
            actual: report.total,
            detail: { utr: report.utr, excess: result.excess },
          }),
        ]
      : []),
  ];
}

/** Posts one lender's part: balanced, of that lender only, once under its key. */
async function postPart(
  tx: Db,
  spec: SettlementSourceSpec,
  report: ReadReport,
  portion: LenderPortion,
  now: Date,
) {
  const lines = spec.lines({ fee: portion.fee, gst: portion.gst, received: portion.received });
  if (lines.every((line) => line.amount === 0)) return;
  await postEntry(
    tx,
    {
      idempotencyKey: settlementKey(spec.source, partReference(report.reference, portion.lenderId)),
      lenderId: portion.lenderId,
      kind: 'settlement',
      businessDate: isoDate(report.settledOn),
      narration: spec.narration(report),
      lines,
    },
    now,
  );
}

/**
 * A fetched report, reconciled once, in one transaction: matched against what our ledger holds,
 * each lender's part stored (provider_reports) and posted, and what does not agree recorded as
 * breaks; a late-file break of its day is resolved. A report already stored is left as it was
 * (one instance at a time takes a report; a crash rolls all of it back for the next run).
 */
export async function settleReport(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  spec: SettlementSourceSpec,
  report: ReadReport,
): Promise<'reconciled' | 'already'> {
  // A total that is no amount is the provider's fault to fix, not a shortfall to book. Only
  // refunds (lines below zero) can take a day's total below zero.
  const refunds = report.lines.some((line) => line.net < 0);
  if (!Number.isSafeInteger(report.total) || (report.total < 0 && !refunds))
    throw new Error(`${spec.source} ${report.reference}: the report's total is not an amount in paise`);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await lockReportReference(tx, spec.source, report.reference);
    await resolveLateFile(tx, spec.source, report.businessDate, now);
    if (await reportStored(tx, spec.source, report.reference)) return 'already';
    const references = [...new Set(report.lines.map((line) => line.reference))];
    // A movement an earlier report settled is not ours to settle again: a line naming it is unknown.
    const settled = await settledReferences(tx, spec.source, references);
    const expected = (await spec.expected(tx, report.businessDate, references)).filter(
      (line) => !settled.has(line.reference),
    );
    const result = matchReport(report.lines, report.total, expected);
    const parts = result.portions.map((portion) => ({
      id: randomUUID(),
      source: spec.source,
      lenderId: portion.lenderId,
      reportDate: report.businessDate,
      reference: partReference(report.reference, portion.lenderId),
      receivedAt: now,
      lines: portion.lines,
      total: portion.received,
      status: 'RECEIVED',
    }));
    await insertReportParts(tx, parts);
    for (const portion of result.portions) await postPart(tx, spec, report, portion, now);
    await markReconciled(
      tx,
      parts.map((part) => part.id),
      now,
    );
    await insertBreaks(tx, breaksOf(spec.source, report, result, settled, now));
    return 'reconciled';
  });
}
