import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { build as Build } from 'esbuild';

import type { PdfjsAssets } from './extract-text.ts';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));

/** pdf.js reads these folders from disk in Node: found here, handed to the worker. */
export const pdfjsAssets: PdfjsAssets = {
  standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
  cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
  wasmUrl: `${join(pdfjsRoot, 'wasm')}/`,
};

// Built, this module is inside dist/main.js and build.mjs writes the worker beside it. From source
// (tests, tsx) a worker thread cannot load .ts on Node 20 (tsx's loader skips workers), so the
// worker is bundled once per process with esbuild, a dev tool the built server does not need.
const fromSource = import.meta.url.endsWith('.ts');
let sourceBundle: Promise<URL> | undefined;

async function bundleFromSource(): Promise<URL> {
  const esbuild = 'esbuild'; // a name, not a static import: the server's bundle must not include it
  const { build } = (await import(esbuild)) as { build: typeof Build };
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./statement-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        // A data: URL module resolves no package names: point pdf.js's import at its file.
        name: 'pdfjs-by-file-url',
        setup: (pluginBuild) =>
          pluginBuild.onResolve({ filter: /^pdfjs-dist\// }, (args) => ({
            path: pathToFileURL(require.resolve(args.path)).href,
            external: true,
          })),
      },
    ],
  });
  const code = result.outputFiles[0]?.text ?? '';
  return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The worker's script: dist/statement-worker.js beside the built server, or a bundle of the source. */
export function statementWorkerScript(): Promise<URL> {
  if (!fromSource) return Promise.resolve(new URL('./statement-worker.js', import.meta.url));
  sourceBundle ??= bundleFromSource();
  return sourceBundle;
}
