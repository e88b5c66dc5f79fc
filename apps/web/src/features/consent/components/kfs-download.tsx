import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useTranslation } from '../../../lib/i18n';
import { getGeneratedDocumentUrl } from '../api/get-generated-document-url';
import { downloadFile } from '../lib/download';
import '../texts';

/**
 * 'Download KFS' (spec 001 §2.2, §8): asks for the current KFS's address and saves the file;
 * 'Your KFS has been Successfully downloaded!' or 'Something went wrong please try again later'.
 */
export function KfsDownload({ userId, opportunityId }: { userId: string; opportunityId: string }) {
  const { t, i18n } = useTranslation();
  const showSnackbar = useSnackbar();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const { image } = await getGeneratedDocumentUrl({
        userId,
        opportunityId,
        docType: 'KFS',
        language: i18n.language,
      });
      downloadFile(image, t('consent.kfs.fileName'));
      showSnackbar({ severity: 'success', text: t('messages.kfsDownloaded') });
    } catch {
      showSnackbar({ severity: 'error', text: t('messages.kfsDownloadFailed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="outlined" onClick={() => void download()} disabled={pending}>
      {t('consent.kfs.download')}
    </Button>
  );
}
