import type { LogoProps, PartnerArt } from './types';
import { CareSlide } from './templates/life-slides';
import { logoLoader } from './templates/loader';
import { LogoTile } from './templates/logo-tile';
import { CalendarSlide, PhoneSlide } from './templates/money-slides';

/** healwise: a medical cross mark. */
function Logo(props: LogoProps) {
  return (
    <LogoTile {...props} initials="HW">
      <path d="M17 6h14v11h11v14H31v11H17V31H6V17h11z" />
    </LogoTile>
  );
}

const art: PartnerArt = {
  Logo,
  Loader: logoLoader(Logo),
  slides: [
    { Image: CareSlide, caption: 'medicalCare' },
    { Image: PhoneSlide, caption: 'quickApproval' },
    { Image: CalendarSlide, caption: 'flexibleTenure' },
  ],
};

export default art;
