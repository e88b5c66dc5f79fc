import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  applicationTransitions,
  opportunityTransitions,
  type Transition,
} from '@kredo/domain/application-lifecycle';

/**
 * docs/lifecycle.md draws both transition tables by hand; this keeps each drawing equal to its
 * table, arrow for arrow and actor for actor, so the picture a newcomer reads cannot drift.
 */
const diagrams = [
  ...readFileSync(new URL('../../../../../docs/lifecycle.md', import.meta.url), 'utf8').matchAll(
    /```mermaid\n([\s\S]*?)```/g,
  ),
].map((match) => match[1] ?? '');

function arrowsOf(diagram: string): string[] {
  return [...diagram.matchAll(/^\s*(\w+) --> (\w+): (.+)$/gm)]
    .map(([, from, to, actors]) => `${from} -> ${to}: ${actors!.split(/,\s*/).sort().join(', ')}`)
    .sort();
}

function arrowsOfTable(table: readonly Transition<string>[]): string[] {
  return table.map((move) => `${move.from} -> ${move.to}: ${[...move.by].sort().join(', ')}`).sort();
}

describe('the life cycle diagrams in docs/lifecycle.md', () => {
  it('draws the application table exactly', () => {
    expect(arrowsOf(diagrams[0] ?? '')).toEqual(arrowsOfTable(applicationTransitions));
  });

  it('draws the opportunity table exactly', () => {
    expect(arrowsOf(diagrams[1] ?? '')).toEqual(arrowsOfTable(opportunityTransitions));
  });
});
