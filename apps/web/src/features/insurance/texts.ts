import { registerTexts } from '../../lib/i18n';
import { insurance } from '../../locales/en/insurance';
import { paForm } from '../../locales/en/pa-form';

// Imported by every component of this feature that shows text, so the English arrives with the
// feature's chunk rather than with the first visit (lib/i18n.ts). The nominee's labels are the
// post-approval form's (`paForm.nominee`), registered here too.
registerTexts('insurance', insurance);
registerTexts('paForm', paForm);
