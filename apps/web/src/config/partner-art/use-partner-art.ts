import { use } from 'react';
import { loadPartnerArt } from './load-partner-art';
import type { PartnerArt } from './types';

/** Suspends until the partner's art chunk has loaded; wrap callers in Suspense. */
export function usePartnerArt(partnerId: string): PartnerArt {
  return use(loadPartnerArt(partnerId));
}
