import type { ArtProps } from '../types';
import { SlideFrame } from './slide-frame';

export function CoinsSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      {[0, 1, 2, 3].map((step) => (
        <ellipse
          key={step}
          cx="120"
          cy={130 - step * 16}
          rx="46"
          ry="14"
          fill={step % 2 ? colors.secondary : colors.primary}
        />
      ))}
      <circle cx="210" cy="82" r="40" fill={colors.primary} />
      <text
        x="210"
        y="97"
        textAnchor="middle"
        fontSize="42"
        fontWeight="700"
        fill="#FFFFFF"
        fontFamily="system-ui, sans-serif"
      >
        ₹
      </text>
    </SlideFrame>
  );
}

export function PhoneSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      <rect x="125" y="22" width="70" height="136" rx="12" fill={colors.secondary} />
      <rect x="132" y="36" width="56" height="104" rx="4" fill="#FFFFFF" />
      <circle cx="160" cy="88" r="20" fill={colors.primary} />
      <path
        d="M150 88l7 7 13-14"
        stroke="#FFFFFF"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SlideFrame>
  );
}

export function CalendarSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      <rect
        x="100"
        y="34"
        width="120"
        height="112"
        rx="10"
        fill="#FFFFFF"
        stroke={colors.secondary}
        strokeWidth="3"
      />
      <rect x="100" y="34" width="120" height="26" rx="10" fill={colors.primary} />
      {Array.from({ length: 12 }, (_, cell) => (
        <rect
          key={cell}
          x={112 + (cell % 4) * 26}
          y={70 + Math.floor(cell / 4) * 24}
          width="18"
          height="16"
          rx="3"
          fill={cell % 3 === 2 ? colors.primary : colors.background}
        />
      ))}
    </SlideFrame>
  );
}

export function GrowthSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      {[40, 62, 84, 110].map((height, bar) => (
        <rect
          key={bar}
          x={96 + bar * 34}
          y={150 - height}
          width="24"
          height={height}
          rx="4"
          fill={bar === 3 ? colors.primary : colors.secondary}
        />
      ))}
      <path
        d="M90 110 L140 84 L176 94 L230 44"
        stroke={colors.primary}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M214 40 L232 42 L228 60"
        stroke={colors.primary}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </SlideFrame>
  );
}
