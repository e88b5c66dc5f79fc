/**
 * A generated document draws each piece of text with the font that has its glyphs: the fonts are
 * Noto Sans Devanagari's subsets as @fontsource ships them, and a Hindi line with digits and '₹'
 * needs two of them ('₹' is only in the Devanagari subset, the digits only in the Latin one).
 */
export type Script = 'devanagari' | 'latin' | 'latin-ext';

export type ScriptRun = { script: Script; text: string };

type Range = readonly [number, number];

// The subsets' code point ranges, from @fontsource/noto-sans-devanagari's unicode.json.
const devanagari: readonly Range[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
  [0x11b00, 0x11b09],
];

const latinExt: readonly Range[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x20a0, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

// In the Latin subset too; the ranges above are checked after it.
const latinExtras = new Set([0x0131, 0x0152, 0x0153, 0x02bb, 0x02bc, 0x02c6, 0x02da, 0x02dc, 0x20ac]);

const inRanges = (codePoint: number, ranges: readonly Range[]) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Spaces are in every subset, so they join the run they sit in rather than split it. */
function isNeutral(codePoint: number): boolean {
  return codePoint === 0x20 || codePoint === 0xa0 || codePoint === 0x09;
}

/** The subset a character is drawn with; a character no subset has falls to Latin (and shows as a box). */
export function scriptOf(codePoint: number): Script {
  if (inRanges(codePoint, devanagari)) return 'devanagari';
  if (codePoint <= 0xff || latinExtras.has(codePoint)) return 'latin';
  if (inRanges(codePoint, latinExt)) return 'latin-ext';
  return 'latin';
}

/**
 * The text cut where the script changes, in order, nothing lost: joined again the runs give the
 * text back. Spaces stay in the run before them (leading spaces in the first run), and adjacent
 * runs always differ in script.
 */
export function splitScriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (isNeutral(codePoint)) {
      if (last) last.text += char;
      else pending += char;
      continue;
    }
    const script = scriptOf(codePoint);
    if (last?.script === script) last.text += char;
    else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
