import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceProblems, type Reference } from './references.ts';

const family: Reference = { name: 'Ravi Verma', mobile: '9812345670', relation: 'Father' };
const friend: Reference = { name: 'R. K. Sharma', mobile: '5812345671', relation: 'Friend' };
const own = ['9876543210', '9123456780'];

describe('referenceProblems', () => {
  it('passes two good references', () => {
    expect(referenceProblems([family, friend], own)).toEqual([{}, {}]);
  });

  it.each([
    [{ name: 'R' }, { name: 'NAME_INVALID' }],
    [{ name: 'Ravi 2' }, { name: 'NAME_INVALID' }],
    [{ name: ' ravi   verma ' }, { name: 'NAME_REPEATED' }],
    [{ mobile: '4812345671' }, { mobile: 'MOBILE_INVALID' }],
    [{ mobile: '981234567' }, { mobile: 'MOBILE_INVALID' }],
    [{ mobile: '9812345670' }, { mobile: 'MOBILE_REPEATED' }],
    [{ mobile: '9876543210' }, { mobile: 'MOBILE_IS_OWN' }],
    [{ mobile: ' 9123456780' }, { mobile: 'MOBILE_IS_OWN' }],
    [{ relation: ' ' }, { relation: 'RELATION_MISSING' }],
  ])('finds %j in the second reference: %j', (change, problems) => {
    expect(referenceProblems([family, { ...friend, ...change }], own)).toEqual([{}, problems]);
  });

  it('refuses the borrower’s own number in the first reference too', () => {
    expect(referenceProblems([{ ...family, mobile: own[0] as string }, friend], own)).toEqual([
      { mobile: 'MOBILE_IS_OWN' },
      {},
    ]);
  });

  it('never blames the first reference for a repeat', () => {
    const reference = fc.record({
      name: fc.constantFrom('Ravi Verma', 'Asha', 'R. K. Sharma', 'x'),
      mobile: fc.constantFrom('9812345670', '5812345671', '9876543210', '12'),
      relation: fc.constantFrom('Friend', ''),
    });
    fc.assert(
      fc.property(fc.array(reference, { minLength: 1, maxLength: 4 }), (references) => {
        const [first] = referenceProblems(references, own);
        expect(first?.name).not.toBe('NAME_REPEATED');
        expect(first?.mobile).not.toBe('MOBILE_REPEATED');
      }),
    );
  });
});
