import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { opportunityMoves } from '@kredo/domain/opportunity-lifecycle';

/**
 * docs/lifecycle.md draws the opportunity's event table by hand under 'The opportunity's events
 * and the consent steps'; this keeps the drawing equal to the table, arrow for arrow, event for
 * event and actor for actor.
 */
const doc = readFileSync(new URL('../../../../../docs/lifecycle.md', import.meta.url), 'utf8');
const section = doc.split(/^## The opportunity's events and the consent steps$/m)[1] ?? '';
const diagram = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

const arrowsOfDiagram = (text: string) =>
  [...text.matchAll(/^\s*(\w+) --> (\w+): ([\w-]+) \((.+)\)$/gm)]
    .map(
      ([, from, to, event, actors]) =>
        `${from} -> ${to}: ${event} by ${actors!.split(/,\s*/).sort().join(', ')}`,
    )
    .sort();

const arrowsOfTable = () =>
  opportunityMoves.map((m) => `${m.from} -> ${m.to}: ${m.event} by ${[...m.by].sort().join(', ')}`).sort();

describe("the opportunity's event diagram in docs/lifecycle.md", () => {
  it('is found under its heading', () => {
    expect(diagram).toContain('stateDiagram-v2');
  });

  it('draws the event table exactly', () => {
    expect(arrowsOfDiagram(diagram)).toEqual(arrowsOfTable());
  });

  it('ends where nothing leaves', () => {
    const ends = [...diagram.matchAll(/^\s*(\w+) --> \[\*\]$/gm)].map(([, status]) => status).sort();
    const left = new Set(opportunityMoves.map((m) => m.from));
    const entered = [...new Set(opportunityMoves.map((m) => m.to))].filter((s) => !left.has(s)).sort();
    expect(ends).toEqual(entered);
  });
});
