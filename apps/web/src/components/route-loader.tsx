import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { loadedPartnerArt } from '../config/partner-art/load-partner-art';
import { useBrand } from '../lib/brand-context';

/** Shown while a route's code arrives: the brand's loader image once its art is in, else a spinner. */
export function RouteLoader() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const Loader = loadedPartnerArt(partner.id)?.Loader;
  return (
    <Box role="status" aria-label={t('shell.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      {Loader ? <Loader colors={partner.colors} /> : <CircularProgress aria-hidden="true" />}
    </Box>
  );
}
