import { inject } from 'vitest';

/**
 * This worker's sandbox server: support/global-setup.ts starts one per worker, so two journeys
 * at once never move each other's clock or share a borrower's sign-in limits.
 */
export function sharedBaseUrl(): string {
  const urls = inject('baseUrls');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(pool - 1) % urls.length];
  if (!url) throw new Error('support/global-setup.ts started no server');
  return url;
}
