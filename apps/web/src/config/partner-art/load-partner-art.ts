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

const pending = new Map<string, Promise<PartnerArt>>();
const loaded = new Map<string, PartnerArt>();

/** The same promise for the same id, as React's `use` requires. */
export function loadPartnerArt(partnerId: string): Promise<PartnerArt> {
  const id = partnerId in artLoaders ? partnerId : defaultPartner.id;
  let art = pending.get(id);
  if (!art) {
    const load = artLoaders[id] ?? (artLoaders[defaultPartner.id] as () => Promise<ArtModule>);
    art = load().then((module) => {
      loaded.set(id, module.default);
      return module.default;
    });
    pending.set(id, art);
  }
  return art;
}

/** Art that has already arrived, for places that must not suspend (the route loader). */
export function loadedPartnerArt(partnerId: string): PartnerArt | undefined {
  return loaded.get(partnerId);
}
