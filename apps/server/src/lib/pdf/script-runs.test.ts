import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { scriptOf, splitScriptRuns } from './script-runs.ts';

describe('splitScriptRuns', () => {
  it('keeps an English line in one Latin run', () => {
    expect(splitScriptRuns('Loan amount 1,00,000.00')).toEqual([
      { script: 'latin', text: 'Loan amount 1,00,000.00' },
    ]);
  });

  it('cuts a Hindi line where digits start and stop, and keeps ₹ with the Devanagari font', () => {
    expect(splitScriptRuns('ऋण राशि ₹1,00,000.00 है')).toEqual([
      { script: 'devanagari', text: 'ऋण राशि ₹' },
      { script: 'latin', text: '1,00,000.00 ' },
      { script: 'devanagari', text: 'है' },
    ]);
  });

  it('gives an English amount two runs: the rupee sign, then the figure', () => {
    expect(splitScriptRuns('EPI: ₹10,833.33')).toEqual([
      { script: 'latin', text: 'EPI: ' },
      { script: 'devanagari', text: '₹' },
      { script: 'latin', text: '10,833.33' },
    ]);
  });

  it('keeps a conjunct and its joiners whole', () => {
    expect(splitScriptRuns('क्ष\u200dत्र')).toEqual([{ script: 'devanagari', text: 'क्ष\u200dत्र' }]);
  });

  it('puts leading spaces in the first run and accented Latin in the Latin Extended font', () => {
    expect(splitScriptRuns('  Zoë Łukasz')).toEqual([
      { script: 'latin', text: '  Zoë ' },
      { script: 'latin-ext', text: 'Ł' },
      { script: 'latin', text: 'ukasz' },
    ]);
    expect(splitScriptRuns('')).toEqual([]);
    expect(splitScriptRuns('   ')).toEqual([{ script: 'latin', text: '   ' }]);
  });

  it('loses nothing, never leaves an empty run and never puts two runs of one script side by side', () => {
    const pieces = fc.constantFrom(
      'ऋण',
      'क्षेत्र',
      '₹',
      ' ',
      '\u00a0',
      '1,00,000.00',
      'EMI',
      'Ł',
      '।',
      ':',
      '\u200d',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (parts) => {
        const text = parts.join('');
        const runs = splitScriptRuns(text);
        expect(runs.map((run) => run.text).join('')).toBe(text);
        runs.forEach((run, index) => {
          expect(run.text).not.toBe('');
          if (index > 0) expect(run.script).not.toBe(runs[index - 1]?.script);
          for (const char of run.text.replace(/[ \u00a0]/g, ''))
            expect(scriptOf(char.codePointAt(0) ?? 0)).toBe(run.script);
        });
      }),
    );
  });
});
