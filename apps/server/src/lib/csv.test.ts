import { describe, expect, it } from 'vitest';

import { toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes what needs quoting and ends each line in CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'with, comma'],
          ['say "hi"', 'two\nlines'],
        ],
      ),
    ).toBe('a,b\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('writes numbers as they are, nulls as empty, and formulas as text', () => {
    expect(toCsv(['n', 'x', 'f'], [[-1250, null, '=SUM(A1)']])).toBe("n,x,f\r\n-1250,,'=SUM(A1)\r\n");
  });
});
