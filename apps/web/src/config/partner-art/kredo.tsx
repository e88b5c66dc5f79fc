import type { LogoProps, PartnerArt } from './types';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CalendarSlide, CoinsSlide, PhoneSlide } from './templates/money-slides';

/** kredo: a diamond mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="K">
      <path d="M8 24 L24 8 L40 24 L24 40 Z" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: PhoneSlide, caption: 'quickApproval' },
    { Image: CoinsSlide, caption: 'lowInterest' },
    { Image: CalendarSlide, caption: 'flexibleTenure' },
  ],
};

export default art;
