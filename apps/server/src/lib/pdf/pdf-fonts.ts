import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Script } from './script-runs.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

export type FontWeight = 'regular' | 'bold';

/** The name a font is registered under in a document: one per script and weight. */
export type FontName = `${Script}-${FontWeight}`;

const weights: Record<FontWeight, number> = { regular: 400, bold: 700 };
const scripts: readonly Script[] = ['latin', 'devanagari', 'latin-ext'];

// Resolved from this module, so the fonts are found from src/ under tsx and from dist/ in the
// bundle alike (the package is a dependency of the server, kept out of the bundle).
const require = createRequire(import.meta.url);

function fontFile(script: Script, weight: FontWeight): string {
  return require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weights[weight]}-normal.woff`,
  );
}

let loaded: ReadonlyMap<FontName, Buffer> | undefined;

/** Every font as TrueType bytes, read and unwrapped from WOFF once per process (pdfkit subsets them). */
export function documentFonts(): ReadonlyMap<FontName, Buffer> {
  loaded ??= new Map(
    scripts.flatMap((script) =>
      (Object.keys(weights) as FontWeight[]).map(
        (weight) =>
          [`${script}-${weight}` as const, woffToSfnt(readFileSync(fontFile(script, weight)))] as const,
      ),
    ),
  );
  return loaded;
}

export function fontName(script: Script, weight: FontWeight): FontName {
  return `${script}-${weight}`;
}
