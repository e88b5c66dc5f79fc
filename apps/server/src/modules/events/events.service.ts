import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

import type { FeLogBody, LogEventBody } from '@kredo/contract/events';
import { messages } from '@kredo/contract/messages';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertEvent } from './events.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Records an analytics event for `userId` (already checked to be the token's user). */
export async function recordEvent(deps: Deps, userId: string, body: LogEventBody): Promise<void> {
  await insertEvent(deps.db, {
    id: randomUUID(),
    kind: 'event',
    userId,
    name: body.event_name,
    type: body.type,
    payload: body.event_data,
    userData: body.user ?? null,
    createdAt: deps.clock.now(),
  });
}

export async function recordFeLog(deps: Deps, body: FeLogBody): Promise<void> {
  await insertEvent(deps.db, {
    id: randomUUID(),
    kind: 'fe-log',
    userId: null,
    type: body.type,
    payload: body.options,
    createdAt: deps.clock.now(),
  });
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks the front-end API key in constant time: both sides are hashed first, so neither the
 * content nor the length of the expected key leaks through timing. Without a configured key
 * every call is refused.
 */
export function createApiKeyCheck(expectedKey: string | undefined): (given: unknown) => void {
  const expected = expectedKey ? digest(expectedKey) : undefined;
  return (given) => {
    const presented = typeof given === 'string' ? digest(given) : undefined;
    if (!expected || !presented || !timingSafeEqual(presented, expected)) {
      throw new AppError('UNAUTHENTICATED', 'Missing or wrong front-end API key', {
        userMessage: messages.genericRequestFailure,
      });
    }
  };
}
