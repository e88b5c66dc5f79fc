/**
 * The landing's first-visit budget: gzip (-9) of the JavaScript a first visit downloads until the
 * sign-in form is usable. Measured in Chromium by bench/web-size.ts and checked on the build output
 * by e2e/first-visit-size.e2e.ts, so `npm test` fails before a change that passes it is merged.
 */
export const firstVisitBudgetKb = 150;

/**
 * Chunks the landing needs before its largest text (a slide's caption) can be drawn: the landing
 * route and the default brand's art. index.html preloads them with their imports (vite.config.ts),
 * so they download beside the entry instead of after it has run.
 */
export const landingPreloadSources = ['src/app/routes/landing.tsx', 'src/config/partner-art/kredo.tsx'];

/**
 * What the landing loads besides the entry and everything it imports: the preloaded chunks and
 * the sign-in form (requested as the landing renders), each with its imports.
 */
export const firstVisitLazySources = [...landingPreloadSources, 'src/app/routes/landing-sign-in.tsx'];
