import type { InsuranceProduct } from '@kredo/contract/insurance';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import layout from '../../../components/ui/layout.module.css';
import { useTranslation } from '../../../lib/i18n';
import { InsuranceIcon } from './insurance-icon';
import '../texts';

/** 'Policy covers' (spec 002 §2): what the product covers, ticked, and what it does not, crossed. */
export function PolicyCovers({ covers }: { covers: InsuranceProduct['policyCovers'] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="policy-covers">
      <Typography id="policy-covers" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('insurance.product.covers')}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ p: 0, m: 0 }}>
        {covers.map((cover) => (
          <Stack key={cover.title} component="li" direction="row" spacing={1.5} sx={{ listStyle: 'none' }}>
            <Box sx={{ color: cover.covered ? 'success.main' : 'error.main', display: 'flex', pt: 0.25 }}>
              <InsuranceIcon name={cover.covered ? 'covered' : 'notCovered'} size={20} />
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {cover.title}
                <Box component="span" className={layout.visuallyHidden}>
                  {' '}
                  ({t(cover.covered ? 'insurance.product.covered' : 'insurance.product.notCovered')})
                </Box>
              </Typography>
              <Typography variant="body2">{cover.description}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
