import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
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

function New({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Badge badgeContent={t('insurance.link.new')} color="secondary" sx={{ display: 'flex' }}>
      {children}
    </Badge>
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
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <New>
              <Button
                component={RouterLink}
                to={brand.path(insuranceLinkPath(insuranceLinkScreens.activeInsurance))}
                variant="outlined"
                size="large"
                fullWidth
              >
                {t('insurance.link.myInsurance')}
              </Button>
            </New>
            {link && (
              <New>
                <Button component="a" href={link} rel="noopener" variant="contained" size="large" fullWidth>
                  {t('insurance.link.explore')}
                </Button>
              </New>
            )}
          </Stack>
        </>
      )}
    </Page>
  );
}
