import Box from '@mui/material/Box';
import { goldVendorLogoUrl } from '../../../config/gold-vendor';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The gold vendor's logo, named for a screen reader. */
export function VendorLogo() {
  const { t } = useTranslation();
  return (
    <Box component="img" src={goldVendorLogoUrl} alt={t('gold.vendorName')} sx={{ height: 32, width: 120 }} />
  );
}
