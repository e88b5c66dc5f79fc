import { describe, expect, it } from 'vitest';
import { cutFileName, fileNameLengths } from './cut-file-name';

describe('cutting a file name', () => {
  it('keeps a name that fits', () => {
    expect(cutFileName('statement.pdf', 25)).toBe('statement.pdf');
    expect(cutFileName('a'.repeat(25), fileNameLengths.application)).toBe('a'.repeat(25));
  });

  it('cuts a longer name to 25 characters, or 28 in the incomplete-info screen', () => {
    const name = 'HDFC-savings-statement-april-to-october-2025.pdf';
    expect(cutFileName(name, fileNameLengths.application)).toBe('HDFC-savings-statement-ap...');
    expect(cutFileName(name, fileNameLengths.incompleteInfo)).toBe('HDFC-savings-statement-april...');
  });

  it('counts code points, not UTF-16 units, so an emoji is never split in half', () => {
    expect(cutFileName('😀'.repeat(30), 25)).toBe(`${'😀'.repeat(25)}...`);
  });
});
