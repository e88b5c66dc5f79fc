import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The borrower app's plugin: the server sends the .br and .gz it writes as they are.
import { precompress } from '../web/precompress.ts';

// The staff API and the sandbox's dev routes (the TOTP helper) are on the API's dev server.
const apiTarget = 'http://localhost:8080';
const proxiedPaths = ['/back-office', '/api'];

export default defineConfig({
  plugins: [react(), precompress()],
  // Relative asset URLs: the server serves this build under /console/.
  base: './',
  server: {
    // Beside the borrower app's dev server (5173).
    port: 5174,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    modulePreload: { polyfill: false },
    // The server's CSP allows data: URLs only for images and fonts; keep every asset a file.
    assetsInlineLimit: 0,
    // One bundle on purpose: staff sign in on a desktop and use every screen; it is ~220 kB gzip.
    chunkSizeWarningLimit: 800,
  },
});
