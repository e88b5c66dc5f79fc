import { randomUUID } from 'node:crypto';

import { isoDate } from '@kredo/domain/calendar-date';

import type { Db } from '../../db/database.ts';
import { postEntry } from './ledger.service.ts';

/** The ledger tests' instant and business day. */
export const now = new Date('2026-11-24T10:00:00Z');
export const day = isoDate('2026-11-24');

/** The message a refused statement carries: PGlite's error itself, or the pg driver's cause. */
export async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error: unknown = await attempt.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (error === null) return 'not refused';
  const { message, cause } = error as { message?: string; cause?: { message?: string } };
  return `${message} ${cause?.message ?? ''}`;
}

/** Posts a receipt of these lines for the lender (another one if given), under a fresh key unless given. */
export const poster =
  (db: () => Db, lender: number) =>
  (lines: Parameters<typeof postEntry>[1]['lines'], lenderId = lender, key = randomUUID()) =>
    db().transaction((tx) =>
      postEntry(
        tx,
        {
          idempotencyKey: `test:${key}`,
          lenderId,
          kind: 'receipt',
          businessDate: day,
          narration: 'test',
          lines,
        },
        now,
      ),
    );
