import type { oldActiveInsuranceSchema } from '@kredo/contract/insurance';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as z from 'zod/mini';
import { formatCalendarDate } from '../../../lib/format-calendar-date';
import { useTranslation } from '../../../lib/i18n';
import { priceText } from '../lib/price-text';
import { InsuranceIcon } from './insurance-icon';
import '../texts';

type ActiveInsurance = z.output<typeof oldActiveInsuranceSchema>;

/** The policies the borrower already holds with the insurance partner. */
export function ActiveInsuranceList({ insurances }: { insurances: readonly ActiveInsurance[] }) {
  const { t } = useTranslation();
  if (insurances.length === 0) return <Typography>{t('insurance.link.noneActive')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('insurance.link.active')}>
      {insurances.map((insurance) => (
        <Paper
          key={insurance.policyNumber}
          component="li"
          variant="outlined"
          sx={{ listStyle: 'none', p: 2 }}
        >
          <Stack direction="row" spacing={1.5}>
            <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
              <InsuranceIcon name="shield" size={28} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {insurance.productName}
              </Typography>
              <Typography variant="body2">
                {insurance.insurerName} · {t('insurance.link.policy', { id: insurance.policyNumber })}
              </Typography>
              <Typography variant="body2">
                {t('insurance.product.sumInsured')}: {priceText(t, insurance.sumInsured)}
              </Typography>
              <Typography variant="body2">
                {t('insurance.orders.coverDates', {
                  from: formatCalendarDate(insurance.coverFrom),
                  till: formatCalendarDate(insurance.coverTill),
                })}
              </Typography>
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
