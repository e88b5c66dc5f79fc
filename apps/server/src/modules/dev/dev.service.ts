import type { ClockState } from '@kredo/contract/dev';

import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { findOutboxEntries } from '../notifications/notifications.repository.ts';
import { saveClockOffset } from './dev.repository.ts';

export function readClock(clock: Clock): ClockState {
  return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
}

export async function advanceClock(db: Db, clock: Clock, advanceMs: number): Promise<ClockState> {
  clock.advance(advanceMs);
  await saveClockOffset(db, clock.offsetMs());
  return readClock(clock);
}

export async function listOutbox(db: Db, filter: { to?: string | undefined; limit: number }) {
  const rows = await findOutboxEntries(db, filter);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
