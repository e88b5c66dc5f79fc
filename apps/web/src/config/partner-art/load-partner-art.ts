import { defaultPartner } from '@kredo/contract/partners';
import type { PartnerArt } from './types';

type ArtModule = { default: PartnerArt };

/**
 * One chunk per partner: a visitor downloads only the art of the brand they arrived through.
 * Keys are partner ids from the contract; a test checks that every partner has an entry.
 */
export const artLoaders: Record<string, () => Promise<ArtModule>> = {
  kredo: () => import('./kredo'),
  healwise: () => import('./healwise'),
  lendbazaar: () => import('./lendbazaar'),
  moneymitra: () => import('./moneymitra'),
  paisacompare: () => import('./paisacompare'),
  earnwealth: () => import('./earnwealth'),
  jobpath: () => import('./jobpath'),
  vittloans: () => import('./vittloans'),
  myfinance: () => import('./myfinance'),
};

/** An unknown partner (or none) has the default brand's art. */
const artIdOf = (partnerId: string) => (partnerId in artLoaders ? partnerId : defaultPartner.id);

const pending = new Map<string, Promise<PartnerArt>>();
const loaded = new Map<string, PartnerArt>();

/**
 * The same promise for the same id while it is pending or fulfilled, as React's `use` requires.
 * A download that failed (offline, or a deploy replaced the chunk) is forgotten once it settles,
 * so the next call tries again instead of getting that failure for the rest of the visit.
 */
export function loadPartnerArt(partnerId: string): Promise<PartnerArt> {
  const id = artIdOf(partnerId);
  const cached = pending.get(id);
  if (cached) return cached;
  const load = artLoaders[id] ?? (artLoaders[defaultPartner.id] as () => Promise<ArtModule>);
  const art = load().then((module) => {
    loaded.set(id, module.default);
    return module.default;
  });
  art.catch(() => {
    if (pending.get(id) === art) pending.delete(id);
  });
  pending.set(id, art);
  return art;
}

/** Art that has already arrived, for places that must not suspend (the route loader). */
export function loadedPartnerArt(partnerId: string): PartnerArt | undefined {
  return loaded.get(artIdOf(partnerId));
}
