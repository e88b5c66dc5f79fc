import Button from '@mui/material/Button';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useTranslation } from '../../../lib/i18n';
import { usePolicyUrl } from '../api/get-policy-url';
import { downloadFromUrl } from '../lib/download-pdf';
import '../texts';

/**
 * 'Download Policy' (spec 002 §4, §8): a pre-signed URL of the policy, then its PDF from that URL;
 * any failure says 'Your policy not yet generated, mail us for more details'.
 */
export function PolicyDownloadButton({
  orderId,
  variant = 'outlined',
}: {
  orderId: string;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const policy = usePolicyUrl();

  async function download() {
    try {
      const { url } = await policy.mutateAsync(orderId);
      downloadFromUrl(url);
    } catch {
      showSnackbar({ severity: 'error', text: t('messages.insurancePolicyNotGenerated') });
    }
  }

  return (
    <Button variant={variant} size="large" loading={policy.isPending} onClick={() => void download()}>
      {t('insurance.orders.downloadPolicy')}
    </Button>
  );
}
