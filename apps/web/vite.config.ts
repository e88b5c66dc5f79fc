import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './precompress';

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
  plugins: [react(), precompress()],
  // Relative asset URLs let the same build be served from any path prefix.
  base: './',
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    // Every browser the app supports (Chrome 66+ in Android webviews) preloads modules natively.
    modulePreload: { polyfill: false },
    // An inlined asset becomes a data: URL, which the server's CSP allows only for images and
    // fonts; keeping every asset a file keeps that question from arising.
    assetsInlineLimit: 0,
  },
});
