import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/**
 * The Google Form mode (spec 000 §4.8): uploads are not allowed here, so the statements go through
 * the lender's form, opened in a new tab so this page stays.
 */
export function GoogleFormCard({ formUrl }: { formUrl: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="section" aria-label={t('bankStatements.googleForm.label')}>
      <Typography>{t('messages.statementIncomplete')}</Typography>
      {formUrl ? (
        <Button
          variant="contained"
          size="large"
          href={formUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('bankStatements.googleForm.open')}
        </Button>
      ) : (
        <Typography>{t('messages.contactSupport')}</Typography>
      )}
    </Stack>
  );
}
