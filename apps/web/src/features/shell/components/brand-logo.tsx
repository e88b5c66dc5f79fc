import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { usePartnerArt } from '../../../config/partner-art/use-partner-art';
import type { Partner } from '@kredo/contract/partners';

type BrandLogoProps = { partner: Partner; size?: number; title?: string };

function LoadedLogo({ partner, size, title }: BrandLogoProps) {
  const { Logo } = usePartnerArt(partner.id);
  return <Logo colors={partner.colors} size={size} title={title} />;
}

/** The partner's logo; an empty box of the same size holds its place while the art loads. */
export function BrandLogo({ size = 40, ...props }: BrandLogoProps) {
  const placeholder = <Box sx={{ width: size, height: size, flexShrink: 0 }} />;
  return (
    <Suspense fallback={placeholder}>
      <LoadedLogo size={size} {...props} />
    </Suspense>
  );
}
