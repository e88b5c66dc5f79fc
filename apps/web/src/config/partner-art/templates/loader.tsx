import type { ComponentType, ReactNode } from 'react';
import type { ArtProps, LogoProps } from '../types';

/**
 * A ring in the partner's colours, turning round `centre` (drawn in the middle 22 of its 50
 * units); SMIL animation needs no script and no stylesheet.
 */
export function RingLoader({ colors, size = 56, centre }: ArtProps & { centre?: ReactNode }) {
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
      {centre && <g transform="translate(14 14)">{centre}</g>}
    </svg>
  );
}

/**
 * A partner's loader image (spec 002 §3): its logo inside the ring, so each brand's wait is its
 * own, not only its colours.
 */
export function logoLoader(Logo: ComponentType<LogoProps>): ComponentType<ArtProps> {
  function LogoLoader(props: ArtProps) {
    return <RingLoader {...props} centre={<Logo colors={props.colors} size={22} />} />;
  }
  return LogoLoader;
}
