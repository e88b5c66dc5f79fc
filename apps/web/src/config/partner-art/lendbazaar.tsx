import type { LogoProps, PartnerArt } from './types';
import { CompareSlide } from './templates/life-slides';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CalendarSlide, CoinsSlide } from './templates/money-slides';

/** lendbazaar: a hexagon mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="LB">
      <path d="M24 4 L41 14 V34 L24 44 L7 34 V14 Z" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: CompareSlide, caption: 'compareOffers' },
    { Image: CoinsSlide, caption: 'lowInterest' },
    { Image: CalendarSlide, caption: 'flexibleTenure' },
  ],
};

export default art;
