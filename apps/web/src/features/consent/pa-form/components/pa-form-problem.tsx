import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import '../texts';

/**
 * The form cannot go on (spec 001 §8 'Missing post-approval fields'): 'There was problem, Please
 * contact' followed by the partner's support address.
 */
export function PaFormProblem() {
  const { t } = useTranslation();
  const { partner } = useBrand();
  return (
    <Alert severity="error">
      {t('messages.paFieldsMissing')}{' '}
      <Link href={`mailto:${partner.supportEmail}`}>{partner.supportEmail}</Link>
    </Alert>
  );
}
