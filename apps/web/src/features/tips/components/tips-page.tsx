import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { defaultPartner } from '@kredo/contract/partners';
import { useTranslation } from '../../../lib/i18n';
import { Page } from '../../../components/page';
import '../texts';

/** In the order the spec lists them (000 §2.2 item 7, 002 §2). */
const tipKeys = ['fillDetails', 'keepApp', 'useDebitCard', 'payOnTime', 'bankTransfer'] as const;

/**
 * 'Tips to Improve Your {product} Credit Score' (spec 002 §2): the product is ours, Kredo, under a
 * partner's colours too, since the credit report is the product's (docs/decisions.md).
 */
export function TipsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tips.title', { product: defaultPartner.displayName })}>
      <Typography sx={{ mb: 2 }}>{t('tips.intro')}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {tipKeys.map((key, index) => (
          <Paper component="li" key={key} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                {t(`tips.items.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`tips.items.${key}.body`)}</Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Page>
  );
}
