/** A run of text as pdf.js places it: left and right edges and baseline, in PDF points. */
export type TextItem = { text: string; x0: number; x1: number; y: number; height: number };
/** Items on one baseline, left to right. */
export type TextLine = { y: number; height: number; items: TextItem[] };

/**
 * Groups items into lines, top of the page first. Items whose baselines are within 40% of the text
 * height (at least 2 pt) are one line: subscripts and a cell nudged by a point stay on their row.
 */
export function groupIntoLines(items: readonly TextItem[]): TextLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: TextLine[] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, 0.4 * Math.min(item.height, line?.height ?? item.height));
    if (line && Math.abs(line.y - item.y) <= tolerance) {
      line.items.push(item);
      line.height = Math.max(line.height, item.height);
    } else {
      lines.push({ y: item.y, height: item.height, items: [item] });
    }
  }
  for (const line of lines) line.items.sort((a, b) => a.x0 - b.x0);
  return lines;
}

/**
 * The line's text: items closer than a character's height apart (pdf.js splits a monospaced line
 * at every space) join with one space, items further apart (separate cells or blocks) with two, so
 * a pattern can capture single-spaced words up to the next cell.
 */
export function lineText(line: TextLine): string {
  let text = '';
  line.items.forEach((item, index) => {
    const before = line.items[index - 1];
    if (before) text += item.x0 - before.x1 <= Math.max(item.height, before.height) ? ' ' : '  ';
    text += item.text;
  });
  return text;
}
