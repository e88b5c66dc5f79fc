import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { loadedPartnerArt } from '../config/partner-art/load-partner-art';
import { RingLoader } from '../config/partner-art/templates/loader';
import { useBrand } from '../lib/brand-context';

/** Shown while a screen's code or data arrives: the brand's loader image, in its colours. */
export function RouteLoader() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const Loader = loadedPartnerArt(partner.id)?.Loader ?? RingLoader;
  return (
    <Box
      role="status"
      aria-label={t('shell.loading')}
      sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
    >
      <Loader colors={partner.colors} />
    </Box>
  );
}
