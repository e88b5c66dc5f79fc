import Button from '@mui/material/Button';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { reportingRefusal, useReportRefusal } from '../../../components/snackbar/use-report-refusal';
import { useTranslation } from '../../../lib/i18n';
import { usePolicyTerms } from '../api/get-policy-terms';
import { downloadBase64Pdf } from '../lib/download-pdf';
import '../texts';

/** 'Download Policy Terms' (spec 002 §2, §7): the product's terms, sent as a base64 PDF, saved as a file. */
export function PolicyTermsButton({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const reportRefusal = useReportRefusal();
  const terms = usePolicyTerms();

  async function download() {
    try {
      const answer = await terms.mutateAsync(productId);
      downloadBase64Pdf(answer.document, answer.fileName);
      showSnackbar({ severity: 'dark', text: t('insurance.product.termsDownloading') });
    } catch (error) {
      reportingRefusal(reportRefusal)(error);
    }
  }

  return (
    <Button variant="outlined" size="large" loading={terms.isPending} onClick={() => void download()}>
      {t('messages.insuranceDownloadTerms')}
    </Button>
  );
}
