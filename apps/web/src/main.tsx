import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Landing } from './app/routes';
import { loadPartnerArt } from './config/partner-art/load-partner-art';
import { resolveBrand, segmentFromHash } from './lib/brand';
import { initI18n } from './lib/i18n';
import { readAccessToken } from './lib/session';
import './styles/global.css';

/**
 * A signed-out visitor sees the landing: its route and the brand's art download beside the entry
 * (index.html preloads them), and the first render waits for them so that it draws the landing
 * whole. Drawn in steps, the route loader and the art's placeholder would each be committed
 * first, and React holds back the content that replaces a fallback for 300 ms after it was shown:
 * the slide caption, the landing's largest paint, came that much later (docs/benchmarks.md).
 * A failed download is left to the screen, which shows its own fallback.
 */
async function landingParts(): Promise<void> {
  if (readAccessToken()) return;
  const { partner } = resolveBrand(segmentFromHash(window.location.hash));
  await Promise.all([Landing.preload(), loadPartnerArt(partner.id)]).catch(() => undefined);
}

/**
 * The footer names Hindi in Hindi with letters inlined in the stylesheet (styles/global.css).
 * Chromium was seen to keep a fallback's boxes for text it laid out while that face was still
 * loading, so it is loaded before the first render; it is a data: URL, read in a moment.
 */
function hindiName(): Promise<unknown> {
  return document.fonts.load('600 1em "Hindi Name"', 'हिन्दी').catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * How long the first render waits for those parts: on a network that stalls, the app draws what
 * it has (the shell, English, a placeholder for the art; the offline banner when offline) rather
 * than a blank page, and the rest arrives into it.
 */
const firstRenderWaitMs = 2_000;
const waited = new Promise<void>((resolve) => setTimeout(resolve, firstRenderWaitMs));

void Promise.race([Promise.all([initI18n(), landingParts(), hindiName()]), waited]).then(() => {
  // The landing's route and art have arrived by now and render without suspending
  // (lib/lazy-with-preload.ts, WithPartnerArt). A first render in a transition was tried for the
  // same end, and lost the first hash navigation after it (e2e/android.e2e.ts).
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
