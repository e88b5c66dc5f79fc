import type { LogoProps, PartnerArt } from './types';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CalendarSlide, CoinsSlide, PhoneSlide } from './templates/money-slides';

/** vittloans: a shield mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="VL">
      <path d="M24 4 L42 10 V24 C42 34 34 41 24 44 C14 41 6 34 6 24 V10 Z" />
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
