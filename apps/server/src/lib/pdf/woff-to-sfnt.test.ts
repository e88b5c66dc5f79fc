import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { tableChecksum, woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('unwraps every table to the bytes whose checksum the WOFF directory records', () => {
    const sfnt = woffToSfnt(woff);
    const count = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(count);
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // the WOFF header's totalSfntSize
    for (let index = 0; index < count; index += 1) {
      const entry = 12 + index * 16;
      const tag = sfnt.toString('latin1', entry, entry + 4);
      const offset = sfnt.readUInt32BE(entry + 8);
      const table = sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12));
      // The head table's checksum is taken with its checkSumAdjustment field as zero.
      if (tag === 'head') table.fill(0, 8, 12);
      expect(tableChecksum(table), tag).toBe(sfnt.readUInt32BE(entry + 4));
    }
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close to 44 bytes long'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});
