import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { nameMatchScore, nameMatchWords, nameTitles } from './name-match.ts';

/** Any text at all, including marks, digits and scripts other than Latin. */
const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });
/** Plain name words that are not titles, so moving them about keeps their meaning. */
const word = fc.stringMatching(/^[a-z]{1,9}$/).filter((text) => !nameTitles.includes(text));
const words = fc.array(word, { minLength: 1, maxLength: 6 });

describe('nameMatchScore properties', () => {
  it('is an integer from 0 to 100', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        const score = nameMatchScore(a, b);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(fc.property(anyText, anyText, (a, b) => nameMatchScore(a, b) === nameMatchScore(b, a)));
    fc.assert(
      fc.property(
        words,
        words,
        (a, b) => nameMatchScore(a.join(' '), b.join(' ')) === nameMatchScore(b.join(' '), a.join(' ')),
      ),
    );
  });

  it('scores a name with letters 100 against itself', () => {
    fc.assert(
      fc.property(anyText, (a) => {
        fc.pre(nameMatchWords(a).length > 0);
        expect(nameMatchScore(a, a)).toBe(100);
      }),
    );
  });

  it('scores 100 whatever the case, spacing, title in front and word order', () => {
    const title = fc.constantFrom('', 'Mr ', 'MRS. ', 'Shri ', 'Smt. ', 'Dr ');
    fc.assert(
      fc.property(words, title, fc.boolean(), (list, prefix, upper) => {
        const reordered = [...list].reverse().join('   ');
        const written = `${prefix}${upper ? reordered.toUpperCase() : reordered}  `;
        expect(nameMatchScore(list.join(' '), written)).toBe(100);
      }),
    );
  });

  it('falls below 100 when either name has a word the other lacks', () => {
    fc.assert(
      fc.property(words, word, (list, extra) => {
        fc.pre(!list.includes(extra));
        const name = list.join(' ');
        expect(nameMatchScore(name, `${name} ${extra}`)).toBeLessThan(100);
        expect(nameMatchScore(name, `${extra} ${name}`)).toBeLessThan(100);
      }),
    );
  });
});
