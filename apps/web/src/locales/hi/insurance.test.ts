import { describe, expect, it } from 'vitest';
import { insurance as english } from '../en/insurance';
import { insurance as hindi } from './insurance';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the insurance screens' Hindi", () => {
  it('has every English text, with the same placeholders', () => {
    const hindiTexts = new Map(leaves(hindi as Tree));
    const missing = leaves(english as Tree)
      .map(([key]) => key)
      .filter((key) => !hindiTexts.has(key));
    expect(missing).toEqual([]);
    for (const [key, text] of leaves(english as Tree)) {
      expect(placeholders(hindiTexts.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
