import type { Partner } from '@kredo/contract/partners';
import { WithPartnerArt } from '../../../config/partner-art/with-partner-art';

type BrandLogoProps = { partner: Partner; size?: number; title?: string };

/** 'HealWise' gives 'HW', 'Vitt Loans' 'VL', 'Kredo' 'K': the capitals the drawn logos carry. */
export function initialsOf(name: string): string {
  const capitals = name.match(/\p{Lu}/gu)?.join('') ?? '';
  return (capitals || name.charAt(0).toUpperCase()).slice(0, 2);
}

/** The logo's tile with the partner's initials, for when the drawn logo could not be downloaded. */
function InitialsMark({ partner, size, title }: BrandLogoProps & { size: number }) {
  const initials = initialsOf(partner.displayName);
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <span
      {...label}
      style={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: size / 4,
        background: '#FFFFFF',
        color: partner.colors.primary,
        fontSize: size * (initials.length > 1 ? 0.36 : 0.45),
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {initials}
    </span>
  );
}

/** The partner's logo; an empty box of the same size holds its place while the art loads. */
export function BrandLogo({ partner, size = 40, title }: BrandLogoProps) {
  return (
    <WithPartnerArt
      partnerId={partner.id}
      placeholder={<span style={{ width: size, height: size, flexShrink: 0 }} />}
      fallback={<InitialsMark partner={partner} size={size} title={title} />}
    >
      {({ Logo }) => <Logo colors={partner.colors} size={size} title={title} />}
    </WithPartnerArt>
  );
}
