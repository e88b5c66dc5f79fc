import { describe, expect, it } from 'vitest';
import { kindOfBytes, sniffFile } from './file-kind';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('file kind by first bytes', () => {
  it('knows PDF, JPEG and PNG', () => {
    expect(kindOfBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(kindOfBytes(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
    expect(kindOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
  });

  it('knows nothing else, nor a truncated signature', () => {
    expect(kindOfBytes(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(kindOfBytes(new TextEncoder().encode('%PDF'))).toBeUndefined();
    expect(kindOfBytes(bytes(0xff, 0xd8))).toBeUndefined();
    expect(kindOfBytes(bytes())).toBeUndefined();
  });

  it('reads a file by its content, not its name or type', async () => {
    expect(await sniffFile(new File(['hello'], 'scan.pdf', { type: 'application/pdf' }))).toBeUndefined();
    expect(await sniffFile(new File([bytes(0xff, 0xd8, 0xff, 0xdb)], 'photo.png'))).toBe('jpeg');
  });
});
