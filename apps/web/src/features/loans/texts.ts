import { registerTexts } from '../../lib/i18n';
import { home } from '../../locales/en/home';

// The loans page speaks in the home screen's words; registered with this feature's chunk too, so
// the English arrives with it rather than with the first visit (lib/i18n.ts).
registerTexts('home', home);
