import Box from '@mui/material/Box';
import { goldVendorTermsUrl } from '../../../config/gold-vendor';
import { useTranslation } from '../../../lib/i18n';
import { GoldPage } from './gold-page';
import '../texts';

/** Terms of Use (spec 002 §2): the gold vendor's terms page in a frame as tall as the screen. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <GoldPage title={t('gold.terms.title')}>
      <Box
        component="iframe"
        src={goldVendorTermsUrl}
        title={t('gold.terms.frame')}
        sx={{ width: '100%', height: '100vh', border: 0 }}
      />
    </GoldPage>
  );
}
