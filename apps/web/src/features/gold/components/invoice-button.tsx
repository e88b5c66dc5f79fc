import Button from '@mui/material/Button';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { env } from '../../../config/env';
import { resolveUrl } from '../../../lib/api-url';
import { useTranslation } from '../../../lib/i18n';
import { useInvoiceLink } from '../api/get-invoice';
import '../texts';

/** Starts the download of the PDF at `url` (a signed link: no token needed). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = resolveUrl(url, env.apiBases);
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Download Invoice' (spec 002 §2, §8): 'Downloading' (dark) as it starts, 'Please try again !' when no link came. */
export function InvoiceButton({ txnId }: { txnId: string }) {
  const { t, i18n } = useTranslation();
  const showSnackbar = useSnackbar();
  const invoice = useInvoiceLink();

  async function start() {
    try {
      const { invoice_link } = await invoice.mutateAsync({ txnId, lang: i18n.language });
      showSnackbar({ severity: 'dark', text: t('messages.goldInvoiceDownloading') });
      download(invoice_link);
    } catch {
      showSnackbar({ severity: 'error', text: t('messages.goldInvoiceFailed') });
    }
  }

  return (
    <Button variant="outlined" size="large" loading={invoice.isPending} onClick={() => void start()}>
      {t('gold.order.downloadInvoice')}
    </Button>
  );
}
