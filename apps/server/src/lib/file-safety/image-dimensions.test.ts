import { describe, expect, it } from 'vitest';

import { samplePng } from '../../modules/dev/dev.service.ts';
import { imageDimensions } from './image-dimensions.ts';
import { jpegHeader, jpegSegment, pngHeader } from './testing/risky-files.ts';

describe('imageDimensions', () => {
  it('reads a PNG size from its IHDR chunk', () => {
    expect(imageDimensions(samplePng, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(pngHeader(20_000, 20_000), 'image/png')).toEqual({
      width: 20_000,
      height: 20_000,
    });
  });

  it('knows no size for a PNG without its header chunk', () => {
    expect(imageDimensions(pngHeader(10, 10).subarray(0, 20), 'image/png')).toBeUndefined();
  });

  it("reads a JPEG's frame size, past other segments", () => {
    expect(imageDimensions(jpegHeader(4000, 3000), 'image/jpeg')).toEqual({ width: 4000, height: 3000 });
  });

  it('is not fooled by frame-like bytes inside another segment, nor by bytes between segments', () => {
    // An EXIF segment holding what looks like a huge frame header, then stray bytes a decoder skips.
    const exif = jpegSegment(0xe1, Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff]));
    const stray = Buffer.from([0x00, 0x12, 0x34]);
    expect(imageDimensions(jpegHeader(640, 480, [exif, stray]), 'image/jpeg')).toEqual({
      width: 640,
      height: 480,
    });
  });

  it('takes the largest frame, and counts a frame of height 0 (set later) as the tallest possible', () => {
    const small = jpegHeader(10, 10);
    const large = jpegHeader(30_000, 20_000).subarray(20);
    expect(imageDimensions(Buffer.concat([small, large]), 'image/jpeg')).toEqual({
      width: 30_000,
      height: 20_000,
    });
    expect(imageDimensions(jpegHeader(1000, 0), 'image/jpeg')).toEqual({ width: 1000, height: 65_535 });
  });

  it('finds a frame after a scan, passing over its coded data', () => {
    const scan = Buffer.concat([
      jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    ]);
    const next = jpegHeader(9000, 9000).subarray(20);
    expect(imageDimensions(Buffer.concat([jpegHeader(10, 10), scan, next]), 'image/jpeg')).toEqual({
      width: 9000,
      height: 9000,
    });
  });

  it('knows no size for a JPEG without a frame', () => {
    const noFrame = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
    ]);
    expect(imageDimensions(noFrame, 'image/jpeg')).toBeUndefined();
  });
});
