import { registerTexts } from '../../lib/i18n';
import { referral } from '../../locales/en/referral';

// Imported by every component of this feature that shows text, so the English arrives with the
// feature's chunk rather than with the first visit (lib/i18n.ts).
registerTexts('referral', referral);
