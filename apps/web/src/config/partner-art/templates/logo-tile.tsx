import type { ReactNode } from 'react';
import type { LogoProps } from '../types';

type LogoTileProps = LogoProps & { initials: string; children: ReactNode };

/**
 * A white tile carrying the partner's mark in its primary colour with white initials, so the
 * same logo reads on the coloured app bar and on light pages.
 */
export function LogoTile({ colors, size = 40, title, initials, children }: LogoTileProps) {
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} {...label}>
      <rect width="48" height="48" rx="12" fill="#FFFFFF" />
      <g fill={colors.primary}>{children}</g>
      <text
        x="24"
        y={initials.length > 1 ? 29 : 30.5}
        textAnchor="middle"
        fontSize={initials.length > 1 ? 13 : 18}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#FFFFFF"
      >
        {initials}
      </text>
    </svg>
  );
}
