import { describe, expect, it } from 'vitest';

import { NAME_MATCH_THRESHOLD, nameMatchScore, nameMatchWords } from './name-match.ts';

const passes = (typed: string, registered: string) =>
  nameMatchScore(typed, registered) >= NAME_MATCH_THRESHOLD;

describe('nameMatchWords', () => {
  it('drops case, punctuation, accents and titles in front, and spells out abbreviations', () => {
    expect(nameMatchWords('  MR. R.K.  Sharma ')).toEqual(['r', 'k', 'sharma']);
    expect(nameMatchWords('Late Shri Mohd. Irfan')).toEqual(['mohammed', 'irfan']);
    expect(nameMatchWords('José Dsouza')).toEqual(['jose', 'dsouza']);
  });

  it('keeps a title-like word that is not in front, and a lone title', () => {
    expect(nameMatchWords('Asha Kumari')).toEqual(['asha', 'kumari']);
    expect(nameMatchWords('Smt Asha Miss')).toEqual(['asha', 'miss']);
    expect(nameMatchWords('Mr')).toEqual(['mr']);
  });
});

describe('nameMatchScore', () => {
  it('scores the same name 100 whatever the case, spacing, titles or word order', () => {
    expect(nameMatchScore('Asha Verma', 'ASHA VERMA')).toBe(100);
    expect(nameMatchScore('Asha  Verma', 'Smt. Asha Verma')).toBe(100);
    expect(nameMatchScore('Asha Verma', 'VERMA ASHA')).toBe(100);
    expect(nameMatchScore('Ram Kumar', 'RAMKUMAR')).toBe(100);
    expect(nameMatchScore('Mohd Irfan', 'Mohammed Irfan')).toBe(100);
  });

  it('passes initials, a dropped middle name and a spelling variant', () => {
    expect(nameMatchScore('Asha Verma', 'A VERMA')).toBe(88);
    expect(nameMatchScore('Asha Kumari Verma', 'VERMA A K')).toBe(83);
    expect(nameMatchScore('Asha Kumari Verma', 'ASHA VERMA')).toBe(80);
    expect(nameMatchScore('Rahul Varma', 'RAHUL VERMA')).toBe(90);
    expect(passes('Mohammad Irfan Khan', 'MOHAMMED IRFAN KHAN')).toBe(true);
  });

  it('fails another person, even with the same surname', () => {
    expect(nameMatchScore('Asha Verma', 'USHA VERMA')).toBe(50);
    expect(nameMatchScore('Asha Verma', 'RAVI SHANKAR PRASAD')).toBe(0);
    expect(nameMatchScore('Asha Verma', 'B VERMA')).toBe(50);
    expect(passes('Asha Verma', 'VERMA')).toBe(false);
    expect(passes('Asha Verma', 'VERMA TRADERS PVT LTD')).toBe(false);
  });

  it('matches nothing to a name without letters', () => {
    expect(nameMatchScore('', 'Asha Verma')).toBe(0);
    expect(nameMatchScore('...', '...')).toBe(0);
    expect(nameMatchScore('Asha Verma', '  ')).toBe(0);
  });

  it('compares long names on their first ten words without slowing down', () => {
    const long = Array.from(
      { length: 40 },
      (_, index) => `name${String.fromCharCode(97 + (index % 26))}`,
    ).join(' ');
    expect(nameMatchScore(long, long)).toBe(100);
    expect(nameMatchScore(long, 'Asha Verma')).toBe(0);
  });
});
