import { defaultPartner, partners } from '@kredo/contract/partners';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it("draws each brand's own loader image: its logo turning in its colours", async () => {
    const brands = [defaultPartner, ...partners];
    const loaders = await Promise.all(
      brands.map(async (partner) => {
        const art = await loadPartnerArt(partner.id);
        const loader = renderToStaticMarkup(createElement(art.Loader, { colors: partner.colors }));
        const logo = renderToStaticMarkup(createElement(art.Logo, { colors: partner.colors, size: 22 }));
        expect(loader).toContain(logo);
        expect(loader).toContain(partner.colors.primary);
        return loader;
      }),
    );
    expect(new Set(loaders).size).toBe(brands.length);
  });

  it('falls back to the default brand for an unknown id', async () => {
    expect(await loadPartnerArt('nobody')).toBe(await loadPartnerArt(defaultPartner.id));
  });

  it('forgets a failed download so the next call downloads again', async () => {
    // An id of its own: the partners' art is already cached by the tests above.
    const failed = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(artLoaders.kredo).mockRejectedValueOnce(failed);
    artLoaders.flaky = load;
    try {
      await expect(loadPartnerArt('flaky')).rejects.toBe(failed);
      const art = await loadPartnerArt('flaky');
      expect(art.slides.length).toBeGreaterThan(0);
      expect(loadedPartnerArt('flaky')).toBe(art);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      delete artLoaders.flaky;
    }
  });
});
