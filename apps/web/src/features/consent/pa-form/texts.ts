import { registerTexts } from '../../../lib/i18n';
import { paForm } from '../../../locales/en/pa-form';

// Imported by every component of the post-approval form that shows text, so the English arrives
// with its chunk rather than with the first visit (lib/i18n.ts).
registerTexts('paForm', paForm);
