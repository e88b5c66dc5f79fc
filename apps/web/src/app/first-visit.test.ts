import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The landing's first visit has a 150 KB gzip JavaScript budget (bench/web-size.ts) and uses
// almost all of it; code that later screens need must arrive with them, through lazy imports.

const src = fileURLToPath(new URL('..', import.meta.url));

/** What a first visit runs: the entry, the landing's lazy chunk and the default brand's art. */
const firstVisit = ['main.tsx', 'app/routes/landing.tsx', 'config/partner-art/kredo.tsx'];

// `import type` is erased; `import('...')` starts a chunk of its own and is not matched.
const staticImport = /^(?:import|export)(?!\s+type\s)\s[^'";]*?'(\.{1,2}\/[^']+)'/gm;

function resolveModule(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${relative(src, from)} imports ${specifier}, which does not resolve`);
  return found;
}

function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(src, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      queue.push(resolveModule(file, match[1] as string));
    }
  }
  return new Set([...seen].map((file) => relative(src, file)));
}

describe('first-visit modules', () => {
  const modules = staticClosure(firstVisit);

  it('include the landing and the shell', () => {
    expect(modules).toContain('features/shell/components/landing-page.tsx');
    expect(modules).toContain('features/shell/components/app-header.tsx');
  });

  it('leave out the form primitive and the location permission modal', () => {
    const later = [...modules].filter(
      (file) => file.startsWith('components/form/') || file.includes('location-permission-modal'),
    );
    expect(later).toEqual([]);
  });
});
