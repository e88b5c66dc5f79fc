import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceLink } from '../api/get-insurance-link';
import { insuranceLinkPath, insuranceLinkScreens } from '../lib/insurance-routes';
import { InsuranceIcon } from './insurance-icon';
import { LinkErrorCard } from './link-error-card';
import '../texts';

/** The 'New' mark inside a button, after its words. */
function NewMark() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'grey.900',
        color: 'common.white',
        fontSize: '0.75rem',
        lineHeight: 1.6,
        textTransform: 'none',
      }}
    >
      {t('insurance.link.new')}
    </Box>
  );
}

/**
 * The partner area's variant with a banner (spec 002 §2): 'My Insurance' and 'Explore!', each
 * marked New. A borrower who holds no policy there yet goes straight to the partner's link.
 */
export function LinkExplorePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const partner = useInsuranceLink();
  const link = partner.data?.link ?? null;
  const redirect = link !== null && partner.data?.oldActiveInsurances.length === 0;

  useEffect(() => {
    if (redirect && link) window.location.replace(link);
  }, [redirect, link]);

  if (partner.isPending) return <RouteLoader />;
  if (redirect)
    return (
      <Page title={t('insurance.link.title')}>
        <Typography role="status">{t('insurance.link.redirecting')}</Typography>
      </Page>
    );
  return (
    <Page title={t('insurance.link.title')}>
      {partner.isError ? (
        <LinkErrorCard error={partner.error} />
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <InsuranceIcon name="family" size={48} />
            <Typography sx={{ fontWeight: 600 }}>{t('insurance.link.banner')}</Typography>
          </Paper>
          <Stack spacing={2}>
            <Button
              component={RouterLink}
              to={brand.path(insuranceLinkPath(insuranceLinkScreens.activeInsurance))}
              variant="outlined"
              size="large"
              fullWidth
            >
              {t('insurance.link.myInsurance')}
              <NewMark />
            </Button>
            {link && (
              <Button component="a" href={link} rel="noopener" variant="contained" size="large" fullWidth>
                {t('insurance.link.explore')}
                <NewMark />
              </Button>
            )}
          </Stack>
        </>
      )}
    </Page>
  );
}
