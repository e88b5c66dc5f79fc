import type { LogoProps, PartnerArt } from './types';
import { CareerSlide } from './templates/life-slides';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CalendarSlide, PhoneSlide } from './templates/money-slides';

/** jobpath: a briefcase mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="JP">
      <rect x="5" y="13" width="38" height="28" rx="5" />
      <rect
        x="17"
        y="6"
        width="14"
        height="10"
        rx="3"
        fill="none"
        strokeWidth="4"
        stroke={props.colors.primary}
      />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: CareerSlide, caption: 'salaryAdvance' },
    { Image: PhoneSlide, caption: 'quickApproval' },
    { Image: CalendarSlide, caption: 'flexibleTenure' },
  ],
};

export default art;
