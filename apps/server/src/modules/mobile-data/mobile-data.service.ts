import { randomUUID } from 'node:crypto';

import type { SaveMobileDataBody } from '@kredo/contract/mobile-data';

import type { AppDeps } from '../../app-deps.ts';
import { insertMobileData } from './mobile-data.repository.ts';

/** Keeps the device data; of a facebookToken only the fact that one was sent. */
export async function saveMobileData(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  body: SaveMobileDataBody,
): Promise<void> {
  await insertMobileData(deps.db, {
    id: randomUUID(),
    userId,
    type: body.type,
    data: body.data,
    hadFacebookToken: body.facebookToken !== undefined && body.facebookToken !== '',
    createdAt: deps.clock.now(),
  });
}

export { lastMobileDataAt } from './mobile-data.repository.ts';
