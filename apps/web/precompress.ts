import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json)$/;

/**
 * Writes .br and .gz beside each text asset after a build; the server sends them as they are
 * (preCompressed), so a phone downloads the smallest form without the server compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kredo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const root = join(process.cwd(), outDir);
      const files = (await readdir(root, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(join(root, file));
          await writeFile(join(root, `${file}.gz`), gzipSync(body, { level: 9 }));
          await writeFile(
            join(root, `${file}.br`),
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}
