import type { FileKind } from './file-kind';

const MB = 1024 * 1024;

/**
 * When a photo is made smaller before upload (spec 000 §5.5, §9): over 3 MB in the standard
 * flow; over 2 MB, and then also at most 1920 px on its longest side, in the dynamic flows (the
 * application form is one).
 */
export const compressionRules = {
  standard: { thresholdBytes: 3 * MB, maxSizeMB: 3, maxWidthOrHeight: undefined },
  dynamic: { thresholdBytes: 2 * MB, maxSizeMB: 2, maxWidthOrHeight: 1920 },
} as const;

export type CompressionFlow = keyof typeof compressionRules;

export type CompressionPlan = { maxSizeMB: number; maxWidthOrHeight?: number };

/**
 * Whether and how far to compress a file: PDFs never; images only past the flow's threshold,
 * down to it. Decided by size alone: the pixels are not known until the image is decoded, and
 * decoding a small photo only to measure it would cost more than it saves.
 */
export function compressionPlan(
  file: { kind: FileKind; size: number },
  flow: CompressionFlow,
): CompressionPlan | null {
  const rule = compressionRules[flow];
  if (file.kind === 'pdf' || file.size <= rule.thresholdBytes) return null;
  return rule.maxWidthOrHeight === undefined
    ? { maxSizeMB: rule.maxSizeMB }
    : { maxSizeMB: rule.maxSizeMB, maxWidthOrHeight: rule.maxWidthOrHeight };
}
