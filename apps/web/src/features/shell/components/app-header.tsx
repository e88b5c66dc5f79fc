import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { BackIcon } from '../../../components/icons';
import { PlainButton } from '../../../components/plain-button';
import { storeAppUrl } from '../../../config/store-app';
import { useBrand } from '../../../lib/brand-context';
import { useSignedIn } from '../../../lib/use-session';
import { BrandLogo } from './brand-logo';

/**
 * The app bar: a store-app link for visitors, Logout for a signed-in borrower. The native Android
 * shell draws its own, so it is not rendered there.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const signedIn = useSignedIn();
  const segments = location.pathname.split('/').filter(Boolean);
  const onLanding = segments.length === 0 || (segments.length === 1 && segments[0] === id);

  // With no earlier entry in this tab (a deep link), back means the brand's landing.
  const goBack = () => (location.key === 'default' ? navigate(brand.path('/')) : navigate(-1));

  // A styled <header> rather than MUI's AppBar and Toolbar: same look, 2 kB less on the first visit.
  return (
    <Box
      component="header"
      data-testid="app-bar"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        minHeight: 56,
      }}
    >
      {!onLanding && (
        <PlainButton
          aria-label={t('shell.header.back')}
          onClick={goBack}
          sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, ml: -1, borderRadius: '50%' }}
        >
          <BackIcon />
        </PlainButton>
      )}
      <BrandLogo partner={brand.partner} size={36} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {brand.partner.displayName}
      </Typography>
      <Box>
        {signedIn ? (
          <Link component={RouterLink} to={brand.path('/logout')} color="inherit">
            {t('shell.header.logout')}
          </Link>
        ) : (
          <Link href={storeAppUrl} color="inherit" target="_blank" rel="noopener noreferrer">
            {t('shell.header.getTheApp')}
          </Link>
        )}
      </Box>
    </Box>
  );
}
