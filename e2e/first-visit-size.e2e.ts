import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { firstVisitBudgetKb, firstVisitLazySources } from '../apps/web/first-visit.ts';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads before it runs: itself and its static imports, all the way down. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
}

/**
 * The size of the landing's first visit, read from the build (`npm run build`) rather than timed:
 * the same files bench/web-size.ts sees Chromium download, gzipped the same way.
 */
describe('first visit to the landing, as built', () => {
  const manifestPath = join(dist, '.vite', 'manifest.json');

  it(`downloads at most ${firstVisitBudgetKb} KB of JavaScript (gzip -9)`, () => {
    expect(existsSync(manifestPath), 'apps/web is built (npm run build)').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entries = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([key]) => key);
    for (const source of firstVisitLazySources)
      expect(manifest[source], `${source} is a chunk of its own`).toBeDefined();
    const files = [...staticClosure(manifest, [...entries, ...firstVisitLazySources])];
    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength,
    }));
    const totalKb = Number((sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024).toFixed(1));
    const listing = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ file, gzip }) => `  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`)
      .join('\n');
    console.warn(`first visit: ${totalKb} KB of JavaScript in ${files.length} files\n${listing}`);
    expect(totalKb, `first visit over its budget:\n${listing}`).toBeLessThanOrEqual(firstVisitBudgetKb);
  });
});
