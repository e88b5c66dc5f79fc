import type { ProductType } from '@kredo/contract/loan-application';
import type { ReactElement } from 'react';

const primary = 'var(--color-primary)';
const secondary = 'var(--color-secondary)';
const paper = 'var(--color-paper)';

/** One small picture per kind of product, in the brand's colours; decorative, so hidden from readers. */
const art: Record<ProductType, ReactElement> = {
  // A few coins: a small amount.
  MINI_LOAN: (
    <>
      <ellipse cx="32" cy="46" rx="18" ry="6" fill={secondary} />
      <rect x="14" y="34" width="36" height="12" fill={secondary} />
      <ellipse cx="32" cy="34" rx="18" ry="6" fill={primary} />
      <ellipse cx="32" cy="24" rx="14" ry="5" fill={primary} opacity="0.6" />
    </>
  ),
  // A wallet: money for what matters to you.
  PERSONAL_LOAN: (
    <>
      <rect x="8" y="18" width="48" height="32" rx="6" fill={primary} />
      <rect x="36" y="28" width="20" height="12" rx="4" fill={secondary} />
      <circle cx="43" cy="34" r="2.5" fill={paper} />
      <path d="M14 18l24-8 4 8" fill="none" stroke={secondary} strokeWidth="3" />
    </>
  ),
  // A calendar: equal instalments, month by month.
  TERM_LOAN: (
    <>
      <rect x="10" y="14" width="44" height="40" rx="5" fill={primary} />
      <rect x="10" y="14" width="44" height="10" rx="5" fill={secondary} />
      <rect x="16" y="30" width="8" height="7" fill={paper} />
      <rect x="28" y="30" width="8" height="7" fill={paper} />
      <rect x="40" y="30" width="8" height="7" fill={paper} />
      <rect x="16" y="41" width="8" height="7" fill={paper} />
      <rect x="28" y="41" width="8" height="7" fill={paper} />
    </>
  ),
  // A card: draw what you need, when you need it.
  CREDIT_LINE: (
    <>
      <rect x="6" y="16" width="52" height="34" rx="5" fill={primary} />
      <rect x="6" y="23" width="52" height="6" fill={secondary} />
      <rect x="12" y="38" width="16" height="5" rx="2" fill={paper} />
    </>
  ),
};

export function ProductArt({ type }: { type: ProductType }) {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      {art[type]}
    </svg>
  );
}
