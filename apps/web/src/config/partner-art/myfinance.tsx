import type { LogoProps, PartnerArt } from './types';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CalendarSlide, GrowthSlide, PhoneSlide } from './templates/money-slides';

/** myfinance: a leaf mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="MF">
      <path d="M8 40 C8 18 22 6 42 6 C42 28 30 40 8 40 Z" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: GrowthSlide, caption: 'growWealth' },
    { Image: PhoneSlide, caption: 'quickApproval' },
    { Image: CalendarSlide, caption: 'flexibleTenure' },
  ],
};

export default art;
