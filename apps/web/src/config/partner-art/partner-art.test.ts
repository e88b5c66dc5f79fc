import { defaultPartner, partners } from '@kredo/contract/partners';
import { describe, expect, it } from 'vitest';
import { artLoaders, loadPartnerArt, loadedPartnerArt } from './load-partner-art';

describe('partner art', () => {
  it.each([defaultPartner, ...partners].map((partner) => partner.id))(
    'has a logo, loader and 2-3 slides for %s',
    async (id) => {
      expect(artLoaders[id]).toBeDefined();
      const art = await loadPartnerArt(id);
      expect(art.slides.length).toBeGreaterThanOrEqual(2);
      expect(art.slides.length).toBeLessThanOrEqual(3);
      expect(loadedPartnerArt(id)).toBe(art);
    },
  );

  it('falls back to the default brand for an unknown id', async () => {
    expect(await loadPartnerArt('nobody')).toBe(await loadPartnerArt(defaultPartner.id));
  });
});
