import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way to read each thing (docs/development.md): a GET of the API is written in one module,
// with one cache key, and every screen that needs it imports that module. Two fetchers of the
// same path drift apart (another key, another schema, a refresh that shows on one screen only).

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const getCall = /apiClient\.get\(\s*(\w+Paths\.\w+)/g;

describe('reads of the API', () => {
  it('each GET path is fetched by one module', () => {
    const readers = new Map<string, string[]>();
    for (const file of sources(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(getCall)) {
        const path = match[1] as string;
        readers.set(path, [...(readers.get(path) ?? []), relative(src, file)]);
      }
    }
    expect(readers.size).toBeGreaterThan(10);
    const duplicated = [...readers].filter(([, files]) => new Set(files).size > 1);
    expect(duplicated).toEqual([]);
  });
});
