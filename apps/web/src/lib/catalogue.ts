import { catalogue } from '@kredo/contract/catalogue';
import { addCatalogue } from './i18n';

// The whole message catalogue in English (insurance's part included). The landing carries only the part it can show
// (first-visit-messages); the screens beyond it import this module: the signed-in area's layout,
// logout and update e-mail.
addCatalogue(catalogue);
