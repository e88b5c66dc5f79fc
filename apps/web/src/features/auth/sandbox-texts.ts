import { registerTexts } from '../../lib/i18n';
import { dev } from '../../locales/en/dev';

// The sandbox account chooser speaks in the dev pages' words; it is loaded when opened, and brings
// them with it rather than with the first visit (lib/i18n.ts).
registerTexts('dev', dev);
