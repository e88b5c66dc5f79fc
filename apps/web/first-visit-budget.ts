/**
 * The landing's first-visit budget: gzip (-9) of the JavaScript a first visit downloads until the
 * sign-in form is usable. Measured in Chromium by bench/web-size.ts and checked on the build output
 * by e2e/first-visit-size.e2e.ts, so `npm test` fails before a change that passes it is merged.
 */
export const firstVisitBudgetKb = 150;

/**
 * What the landing loads besides the entry and everything it imports: the landing route, its
 * sign-in form and the default brand's art (each a lazily loaded chunk), with their imports.
 */
export const firstVisitLazySources = [
  'src/app/routes/landing.tsx',
  'src/app/routes/landing-sign-in.tsx',
  'src/config/partner-art/kredo.tsx',
];
