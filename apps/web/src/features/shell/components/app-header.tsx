import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BackIcon } from '../../../components/icons';
import { env } from '../../../config/env';
import { useBrand } from '../../../lib/brand-context';
import { BrandLogo } from './brand-logo';

/** The app bar of the logged-out shell; the native Android shell draws its own, so it is not rendered there. */
export function AppHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const segments = location.pathname.split('/').filter(Boolean);
  const onLanding = segments.length === 0 || (segments.length === 1 && segments[0] === id);

  // With no earlier entry in this tab (a deep link), back means the brand's landing.
  const goBack = () => (location.key === 'default' ? navigate(brand.path('/')) : navigate(-1));

  return (
    <AppBar position="static" color="primary" elevation={0} data-testid="app-bar">
      <Toolbar sx={{ gap: 1.5 }}>
        {!onLanding && (
          <IconButton edge="start" color="inherit" aria-label={t('shell.header.back')} onClick={goBack}>
            <BackIcon />
          </IconButton>
        )}
        <BrandLogo partner={brand.partner} size={36} />
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {brand.partner.displayName}
        </Typography>
        <Box>
          <Link href={env.storeAppUrl} color="inherit" target="_blank" rel="noopener noreferrer">
            {t('shell.header.getTheApp')}
          </Link>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
