import { randomUUID } from 'node:crypto';

import type { LocationBody } from '@kredo/contract/location';

import type { AppDeps } from '../../app-deps.ts';
import { insertLocation } from './location.repository.ts';

export async function recordLocation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  body: LocationBody,
): Promise<void> {
  await insertLocation(deps.db, {
    id: randomUUID(),
    userId,
    longitude: body.longitude,
    latitude: body.latitude,
    createdAt: deps.clock.now(),
  });
}
