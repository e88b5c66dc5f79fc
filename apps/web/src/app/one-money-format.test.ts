import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * An amount is written by `formatMoney` (@kredo/domain/money): ₹ and Indian grouping, paise only
 * when there are some. Number formatting by hand (`toLocaleString`, `Intl.NumberFormat`) or a
 * rupee sign spelt 'Rs.' would be a second way, and amounts would read differently across screens.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('amounts on screen', () => {
  it('are written by formatMoney, not by hand', () => {
    const offending = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /toLocaleString\(|Intl\.NumberFormat|\bRs\.\s?\{?\d?/.test(line)
            ? [`${relative(src, file)}:${index + 1}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });
});
