import { describe, expect, it } from 'vitest';
import { isName, isReferenceName, NAME_MAX_LENGTH } from './name.ts';

describe('isName', () => {
  it.each(['Asha Verma', 'Al', 'asha', ' Asha ', 'A'.repeat(NAME_MAX_LENGTH)])('accepts %j', (name) => {
    expect(isName(name)).toBe(true);
  });

  it.each(['', 'A', '  ', 'A'.repeat(NAME_MAX_LENGTH + 1), 'Asha1', 'Asha-Verma', 'R. K. Sharma'])(
    'refuses %j',
    (name) => {
      expect(isName(name)).toBe(false);
    },
  );
});

describe('isReferenceName', () => {
  it.each(['R. K. Sharma', 'Asha Verma', 'Dr.'])('accepts %j', (name) => {
    expect(isReferenceName(name)).toBe(true);
  });

  it.each(['.', '. Sharma', 'Asha1', 'A'])('refuses %j', (name) => {
    expect(isReferenceName(name)).toBe(false);
  });
});
