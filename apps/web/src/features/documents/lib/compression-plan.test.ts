import { describe, expect, it } from 'vitest';
import { compressionPlan } from './compression-plan';

const MB = 1024 * 1024;

describe('compression plan', () => {
  it('never compresses a PDF', () => {
    expect(compressionPlan({ kind: 'pdf', size: 4 * MB }, 'dynamic')).toBeNull();
    expect(compressionPlan({ kind: 'pdf', size: 4 * MB }, 'standard')).toBeNull();
  });

  it('compresses a photo over 2 MB to 2 MB and 1920 px in the dynamic flows', () => {
    expect(compressionPlan({ kind: 'jpeg', size: 2 * MB }, 'dynamic')).toBeNull();
    expect(compressionPlan({ kind: 'jpeg', size: 2 * MB + 1 }, 'dynamic')).toEqual({
      maxSizeMB: 2,
      maxWidthOrHeight: 1920,
    });
    expect(compressionPlan({ kind: 'png', size: 9 * MB }, 'dynamic')).toEqual({
      maxSizeMB: 2,
      maxWidthOrHeight: 1920,
    });
  });

  it('compresses a photo over 3 MB to 3 MB in the standard flow, keeping its pixels', () => {
    expect(compressionPlan({ kind: 'png', size: 3 * MB }, 'standard')).toBeNull();
    expect(compressionPlan({ kind: 'png', size: 2.5 * MB }, 'standard')).toBeNull();
    expect(compressionPlan({ kind: 'jpeg', size: 3 * MB + 1 }, 'standard')).toEqual({ maxSizeMB: 3 });
  });
});
