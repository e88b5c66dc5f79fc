import { registerTexts } from '../../lib/i18n';
import { incompleteInfo } from '../../locales/en/incomplete-info';
import { incompleteInfoFlows } from '../../locales/en/incomplete-info-flows';

// Imported by every component of this feature that shows text, and by the correction routes, so
// the English arrives with their chunks rather than with the first visit (lib/i18n.ts).
registerTexts('incompleteInfo', incompleteInfo);
registerTexts('incompleteInfoFlows', incompleteInfoFlows);
