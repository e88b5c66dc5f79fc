import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { landingPreloadSources } from './first-visit.ts';
import { precompress } from './precompress.ts';
import { preloadChunks } from './preload-landing.ts';

// The server mounts every API host under its own base path on the same origin; in development
// the Vite server forwards those paths so the app runs unchanged against the API's dev server.
const apiTarget = 'http://localhost:8080';
const proxiedPaths = [
  '/api',
  '/gateway',
  '/esign',
  '/insurance',
  '/ifsc',
  '/links',
  '/docs',
  '/healthz',
  '/readyz',
];

export default defineConfig({
  // The landing's route and the default brand's art download beside the entry (first-visit.ts).
  plugins: [react(), preloadChunks(landingPreloadSources), precompress()],
  // Relative asset URLs let the same build be served from any path prefix.
  base: './',
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    // Every browser the app supports (Chrome 66+ in Android webviews) preloads modules natively.
    modulePreload: { polyfill: false },
    // An inlined asset becomes a data: URL, which the server's CSP allows only for images and
    // fonts; every asset is a file but the six Devanagari letters of the footer's 'हिन्दी', so an
    // English visit downloads no font file for them (styles/global.css).
    assetsInlineLimit: (file) => file.endsWith('/src/styles/hindi-name.woff2'),
    // dist/.vite/manifest.json: which file holds which source and what it imports, read by the
    // first-visit size check (e2e/first-visit-size.e2e.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler cuts the first visit into some thirty small files, each with
        // its own list of imports and exports; these groups make it a handful (docs/benchmarks.md).
        codeSplitting: {
          groups: [
            // Whatever the entry imports statically, as one file: the landing waits for all of it.
            { name: 'index', tags: ['$initial'], priority: 1 },
            // The form, validation and server-state libraries: the sign-in form brings them, and
            // every screen behind sign-in uses them. Only these packages, not what they import
            // (React stays with the entry).
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform|@tanstack)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
