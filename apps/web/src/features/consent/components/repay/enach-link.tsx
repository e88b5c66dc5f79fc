import type { NachLink } from '@kredo/contract/mandates';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

/** The bank's page of a provider whose page does not open by itself: the borrower opens it. */
export function EnachLink({ link }: { link: NachLink }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography>{t('consent.repay.linkReady')}</Typography>
      <Button component="a" href={link.link} rel="noopener" variant="contained" size="large">
        {t('consent.repay.continueToBank')}
      </Button>
    </Stack>
  );
}
