import type { LogoProps, PartnerArt } from './types';
import { CompareSlide } from './templates/life-slides';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CoinsSlide, PhoneSlide } from './templates/money-slides';

/** moneymitra: a coin mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="MM">
      <circle cx="24" cy="24" r="19" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: CompareSlide, caption: 'compareOffers' },
    { Image: PhoneSlide, caption: 'quickApproval' },
    { Image: CoinsSlide, caption: 'lowInterest' },
  ],
};

export default art;
