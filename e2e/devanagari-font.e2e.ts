import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();

/** Font files fetched over the network (the footer's inlined letters are a data: URL, not a fetch). */
const isFontFile = (request: Request) =>
  request.resourceType() === 'font' && !request.url().startsWith('data:');

type PlatformFont = { familyName: string; postScriptName: string; isCustomFont: boolean; glyphCount: number };

/**
 * The fonts Chromium drew an element's text with, and how many glyphs each drew (DevTools'
 * "Rendered Fonts"): a letter no font has is drawn by a fallback as a box, which shows up here.
 */
async function renderedFonts(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/**
 * The advances of the element's Devanagari letters, measured one by one in its own font on a
 * canvas. A font that lacks them draws every one as the same box, so one width means boxes.
 */
function letterWidths(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = getComputedStyle(element).font;
    const letters = [...(element.textContent ?? '')].filter((letter) => /[\u0900-\u097F]/.test(letter));
    return [...new Set(letters)].map((letter) => Math.round(context.measureText(letter).width * 100) / 100);
  });
}

describe('Devanagari font', () => {
  const journey = journeyBrowser();

  it('is not downloaded on an English visit; the footer still draws हिन्दी in Devanagari', async () => {
    const { page } = await journey.open();
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (isFontFile(request)) fontFiles.push(request.url());
    });

    await page.goto(`${baseUrl}/#/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    const language = page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' });
    await language.waitFor();
    await page.waitForLoadState('networkidle');

    expect(fontFiles).toEqual([]);
    expect(await page.evaluate(() => [...document.fonts].map((face) => face.family))).not.toContain(
      'Noto Sans Devanagari',
    );
    // Drawn by the six letters inlined in the stylesheet (a web font), not as a fallback's boxes.
    const fonts = await renderedFonts(page, 'footer button[lang="hi"]');
    expect(fonts).toEqual([
      expect.objectContaining({ postScriptName: 'NotoSansDevanagari-SemiBold', isCustomFont: true }),
    ]);
  });

  it('downloads with Hindi and draws Hindi headings in it', async () => {
    const { page } = await journey.open();
    // Every response from the first request on: a font fetched early is still seen.
    const fonts: Response[] = [];
    page.on('response', (response) => {
      if (/\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(response.url()))
        fonts.push(response);
    });
    await page.goto(`${baseUrl}/#/`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).waitFor();

    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => fonts.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const response = fonts[0]!;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).waitFor();

    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(
      true,
    );
    const heading = '#offers-heading';
    const text = (await page.locator(heading).textContent()) ?? '';
    expect(text).toMatch(/[\u0900-\u097F]/);
    // Every Devanagari glyph is the app's font; a fallback draws the spaces at most.
    const notDevanagari = text.replace(/[\u0900-\u097F]/g, '').length;
    await expect
      .poll(async () => {
        const fonts = await renderedFonts(page, heading);
        const noto = fonts.filter((font) => font.postScriptName === 'NotoSansDevanagari-SemiBold');
        const others = fonts.filter((font) => !noto.includes(font));
        return {
          notoIsTheWebFont: noto.length === 1 && noto[0]?.isCustomFont,
          glyphsOfOthers: others.reduce((sum, font) => sum + font.glyphCount, 0),
        };
      })
      .toEqual({ notoIsTheWebFont: true, glyphsOfOthers: notDevanagari });
    expect(new Set(await letterWidths(page, heading)).size).toBeGreaterThan(1);
  });
});
