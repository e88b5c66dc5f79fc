import type { LogoProps, PartnerArt } from './types';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CoinsSlide, GrowthSlide, PhoneSlide } from './templates/money-slides';

/** earnwealth: a gem mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="EW">
      <path d="M24 4 L44 24 L24 44 L4 24 Z" />
      <circle cx="24" cy="24" r="12" opacity="0.6" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: GrowthSlide, caption: 'growWealth' },
    { Image: CoinsSlide, caption: 'lowInterest' },
    { Image: PhoneSlide, caption: 'quickApproval' },
  ],
};

export default art;
