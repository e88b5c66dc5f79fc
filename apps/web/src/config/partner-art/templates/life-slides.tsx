import type { ArtProps } from '../types';
import { SlideFrame } from './slide-frame';

export function CareSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      <path
        d="M160 150 C100 110 92 72 112 54 C130 38 152 48 160 64 C168 48 190 38 208 54 C228 72 220 110 160 150 Z"
        fill={colors.primary}
      />
      <path d="M152 78h16v16h16v16h-16v16h-16v-16h-16v-16h16z" fill="#FFFFFF" />
    </SlideFrame>
  );
}

export function CareerSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      <rect
        x="140"
        y="44"
        width="40"
        height="22"
        rx="6"
        fill="none"
        stroke={colors.secondary}
        strokeWidth="6"
      />
      <rect x="104" y="60" width="112" height="84" rx="10" fill={colors.primary} />
      <rect x="104" y="92" width="112" height="8" fill={colors.secondary} />
      <rect x="152" y="86" width="16" height="20" rx="3" fill="#FFFFFF" />
    </SlideFrame>
  );
}

export function CompareSlide({ colors }: ArtProps) {
  return (
    <SlideFrame colors={colors}>
      <rect x="156" y="40" width="8" height="104" fill={colors.secondary} />
      <rect x="120" y="140" width="80" height="10" rx="4" fill={colors.secondary} />
      <path d="M96 64 H224" stroke={colors.secondary} strokeWidth="6" strokeLinecap="round" />
      <path d="M96 66 L76 112 H116 Z" fill={colors.primary} />
      <path d="M224 66 L204 104 H244 Z" fill={colors.primary} opacity="0.7" />
    </SlideFrame>
  );
}
