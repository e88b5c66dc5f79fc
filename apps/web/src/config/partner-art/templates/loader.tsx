import type { ArtProps } from '../types';

/** A ring in the partner's colours; SMIL animation needs no script and no stylesheet. */
export function RingLoader({ colors, size = 56 }: ArtProps) {
  return (
    <svg viewBox="0 0 50 50" width={size} height={size} aria-hidden="true">
      <circle cx="25" cy="25" r="20" fill="none" stroke={colors.background} strokeWidth="5" />
      <circle
        cx="25"
        cy="25"
        r="20"
        fill="none"
        stroke={colors.primary}
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="40 100"
      >
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 25 25"
          to="360 25 25"
          dur="0.9s"
          repeatCount="indefinite"
        />
      </circle>
    </svg>
  );
}
