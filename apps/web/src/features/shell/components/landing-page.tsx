import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { useBrand } from '../../../lib/brand-context';
import { BrandLogo } from './brand-logo';
import { OfferSlider } from './offer-slider';

/** The logged-out landing of a brand; `signIn` is the region the sign-in feature fills. */
export function LandingPage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { partner } = brand;

  useEffect(() => {
    document.title = partner.displayName;
  }, [partner.displayName]);

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <BrandLogo partner={partner} size={56} />
        <Typography variant="h1" data-testid="partner-name" sx={{ color: 'secondary.main' }}>
          {partner.displayName}
        </Typography>
      </Box>
      <OfferSlider partner={partner} />
      <Box component="section" aria-labelledby="offers-heading">
        <Typography variant="h2" id="offers-heading">
          {t('shell.landing.offersHeading')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {partner.offerBullets.map((bullet) => (
            <Box component="li" key={bullet} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Box component="span" sx={{ display: 'flex', color: 'primary.main' }}>
                <CheckIcon size={20} />
              </Box>
              <Typography component="span">{bullet}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ my: 2 }}>{signIn}</Box>
      <Link component={RouterLink} to={brand.path('/tips')}>
        {t('shell.landing.tipsLink')}
      </Link>
    </Container>
  );
}
