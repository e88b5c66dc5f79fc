import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The sign-in screen's first visit has a 150 KB gzip JavaScript budget (bench/web-size.ts):
// React, the router and i18next take most of it, so the landing and the sign-in forms are drawn
// without MUI (docs/decisions.md), and code that later screens need arrives with them, through
// lazy imports.

const src = fileURLToPath(new URL('..', import.meta.url));

/** What a first visit runs: the entry, the landing's lazy chunk and the default brand's art. */
const firstVisit = ['main.tsx', 'app/routes/landing.tsx', 'config/partner-art/kredo.tsx'];

// `import type` is erased; `import('...')` starts a chunk of its own and is not matched.
const staticImport = /^(?:import|export)(?!\s+type\s)\s[^'";]*?'(\.{1,2}\/[^']+)'/gm;
const packageImport = /^(?:import|export)(?!\s+type\s)(?:\s[^'";]*?\sfrom)?\s*'([^.'][^']*)'/gm;

/**
 * Every package the first visit imports. A new entry costs the landing: it belongs here only if
 * the landing cannot be drawn without it, and otherwise in a lazily loaded screen.
 */
const firstVisitPackages = [
  '@kredo/contract/first-visit-messages',
  '@kredo/contract/partners',
  'react',
  'react-dom/client',
  'react-router',
];

function resolveModule(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${relative(src, from)} imports ${specifier}, which does not resolve`);
  return found;
}

function staticClosure(entries: string[]): { modules: Set<string>; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => join(src, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
      queue.push(resolveModule(file, match[1] as string));
    }
    for (const match of readFileSync(file, 'utf8').matchAll(packageImport)) packages.add(match[1] as string);
  }
  return { modules: new Set([...seen].map((file) => relative(src, file))), packages };
}

describe('first-visit modules', () => {
  const { modules, packages } = staticClosure(firstVisit);

  it('include the landing and the shell', () => {
    expect(modules).toContain('features/shell/components/landing-page.tsx');
    expect(modules).toContain('features/shell/components/app-header.tsx');
  });

  it('know whether someone is signed in, and nothing more of the session', () => {
    expect(modules).toContain('lib/use-session.ts');
    expect(modules).not.toContain('lib/api-client.ts');
  });

  it('leave out the sign-in forms, the signed-in area, the form primitive and the location permission modal', () => {
    const later = [...modules].filter(
      (file) =>
        file.startsWith('components/form/') ||
        file.startsWith('features/auth/') ||
        file.startsWith('features/profile/') ||
        file.startsWith('features/home/') ||
        file === 'components/query-provider.tsx' ||
        file.includes('location-permission-modal'),
    );
    expect(later).toEqual([]);
  });

  it('import only the packages the landing needs: no MUI, zod, forms or query cache', () => {
    expect([...packages].sort()).toEqual(firstVisitPackages);
  });

  it('leave out the English of the screens behind sign-in (each registers its own)', () => {
    const lazyTexts = ['home', 'incomplete-info', 'incomplete-info-flows', 'profile', 'tips', 'dev'];
    const carried = lazyTexts.filter((name) => modules.has(`locales/en/${name}.ts`));
    expect(carried).toEqual([]);
  });
});

describe('the landing sign-in form', () => {
  const { modules, packages } = staticClosure(['app/routes/landing-sign-in.tsx']);

  it("shows the catalogue's first-visit texts without downloading the whole catalogue", () => {
    expect(packages).toContain('@kredo/contract/first-visit-messages');
    expect(packages).not.toContain('@kredo/contract/messages');
  });

  it('downloads the date-of-birth sign-in and the partner link only when they are asked for', () => {
    expect(modules).toContain('features/auth/components/pan-sign-in.tsx');
    expect(modules).not.toContain('features/auth/components/dob-sign-in.tsx');
    expect(modules).not.toContain('features/auth/components/partner-link.tsx');
  });
});

describe('the screens beyond the landing', () => {
  // The rest of the catalogue's English arrives with them (lib/catalogue.ts).
  it.each(['app/mui-layout.tsx', 'app/routes/logout.tsx', 'app/routes/update-email.tsx'])(
    '%s brings the whole message catalogue',
    (entry) => {
      expect(staticClosure([entry]).modules).toContain('lib/catalogue.ts');
    },
  );
});
