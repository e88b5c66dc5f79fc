import type { LogoProps, PartnerArt } from './types';
import { CompareSlide } from './templates/life-slides';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CoinsSlide } from './templates/money-slides';

/** paisacompare: a tilted card mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="PC">
      <rect x="6" y="6" width="36" height="36" rx="6" transform="rotate(8 24 24)" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: CompareSlide, caption: 'compareOffers' },
    { Image: CoinsSlide, caption: 'lowInterest' },
  ],
};

export default art;
