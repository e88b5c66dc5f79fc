import type { ReactNode } from 'react';
import type { ArtProps } from '../types';

/** The common canvas of slider images: a tinted card with two soft circles behind the scene. */
export function SlideFrame({ colors, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 180" width="100%" aria-hidden="true" style={{ display: 'block' }}>
      <rect width="320" height="180" rx="16" fill={colors.background} />
      <circle cx="270" cy="30" r="60" fill={colors.primary} opacity="0.12" />
      <circle cx="40" cy="170" r="50" fill={colors.secondary} opacity="0.1" />
      {children}
    </svg>
  );
}
