import { describe, expect, it } from 'vitest';
import { shortenFileName } from './file-name';

describe('shown file name', () => {
  it('keeps a name of up to 25 characters and cuts a longer one there', () => {
    expect(shortenFileName('pan.png')).toBe('pan.png');
    expect(shortenFileName('a'.repeat(25))).toBe('a'.repeat(25));
    expect(shortenFileName(`${'a'.repeat(25)}.pdf`)).toBe(`${'a'.repeat(25)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shortenFileName('पैन-कार्ड-स्कैन-की-गई-प्रति-2025.jpg')).toBe(
      `${[...'पैन-कार्ड-स्कैन-की-गई-प्रति-2025.jpg'].slice(0, 25).join('')}…`,
    );
  });
});
