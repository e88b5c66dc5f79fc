import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/*
 * Hindi's font, shipped with the app: phones, CI and servers may have no Devanagari font at all,
 * and Hindi then reads as boxes. Only the Devanagari subset of Noto Sans Devanagari, in the
 * weights the styles use (text 400, headings and buttons 600, h1 700); 'Noto Sans Devanagari'
 * follows the Latin fonts in the font stacks (styles/global.css, lib/partner-theme.ts), so Latin
 * text is unchanged. Registered and downloaded only when Hindi is chosen (lib/i18n.ts). The server will read the same files for generated PDFs.
 */
export const devanagariFamily = 'Noto Sans Devanagari';

/** The subset's code points, as its package declares them; no other text asks for these files. */
const devanagariRange =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

const faces = [
  { weight: '400', url: regular },
  { weight: '600', url: semibold },
  { weight: '700', url: bold },
] as const;

let registered: Promise<void> | undefined;

/**
 * Registers the Devanagari faces and resolves once all three have arrived (in parallel): nearly
 * every screen has body text, buttons and an h1, and a face fetched only once text asks for it is
 * drawn as the fallback first, which on a phone without Devanagari is boxes. A failed download
 * leaves the fallback fonts.
 */
export function loadDevanagariFont(): Promise<void> {
  registered ??= register();
  return registered;
}

async function register(): Promise<void> {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  const loads = faces.map(({ weight, url }) => {
    const face = new FontFace(devanagariFamily, `url(${url}) format('woff2')`, {
      weight,
      style: 'normal',
      display: 'swap',
      unicodeRange: devanagariRange,
    });
    document.fonts.add(face);
    return face.load();
  });
  await Promise.all(loads).catch(() => undefined);
}
