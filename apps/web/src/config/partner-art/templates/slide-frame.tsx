import { useId, type ReactNode } from 'react';
import type { ArtProps } from '../types';

/** The common canvas of slider images: a white card, its corners clipping two soft circles. */
export function SlideFrame({ colors, children }: ArtProps & { children: ReactNode }) {
  // Several slides can be in the page at once; each needs its own clip path id.
  const clipId = useId();
  return (
    <svg viewBox="0 0 320 180" width="100%" aria-hidden="true" style={{ display: 'block' }}>
      <clipPath id={clipId}>
        <rect width="320" height="180" rx="16" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="320" height="180" fill="#FFFFFF" />
        <circle cx="275" cy="25" r="70" fill={colors.primary} opacity="0.12" />
        <circle cx="30" cy="175" r="60" fill={colors.secondary} opacity="0.1" />
      </g>
      {children}
    </svg>
  );
}
