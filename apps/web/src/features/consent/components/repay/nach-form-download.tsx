import type { OpportunityNach } from '@kredo/contract/mandates';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { reportingRefusal, useReportRefusal } from '../../../../components/snackbar/use-report-refusal';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import { getGeneratedDocumentUrl } from '../../api/get-generated-document-url';
import { useInitiateNach } from '../../api/initiate-nach';
import { bankReturnUrl } from '../../lib/bank-return';
import { downloadFile } from '../../lib/download';
import '../../texts';

type NachFormDownloadProps = {
  userId: string;
  opportunityId: string;
  /** The paper mandate, once started: its form is asked for again rather than started twice. */
  paper: OpportunityNach | null;
  /** Reads the opportunity again once the paper mandate has been started. */
  onStarted: () => Promise<unknown>;
};

/**
 * 'Download NACH form' (spec 001 §2.7): the first time it starts the paper mandate, whose answer
 * is the prefilled form's short-lived address; later a fresh address of the same form. A failure
 * is the server's words, otherwise 'Something went wrong' (§8 'NACH link failure').
 */
export function NachFormDownload({ userId, opportunityId, paper, onStarted }: NachFormDownloadProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const initiate = useInitiateNach();
  const report = useReportRefusal(t('messages.nachLinkFailed'));
  const [pending, setPending] = useState(false);

  async function formAddress(): Promise<string> {
    if (paper) return (await getGeneratedDocumentUrl({ userId, opportunityId, docType: 'NACH_FORM' })).image;
    const answer = await initiate.mutateAsync({
      nachMode: 'PNACH',
      redirectUrl: bankReturnUrl(window.location, brand.path('/consent/repay/scan')),
      oppId: opportunityId,
    });
    await onStarted();
    return answer.link;
  }

  async function download() {
    setPending(true);
    try {
      downloadFile(await formAddress(), t('consent.repay.scan.fileName'));
    } catch (error) {
      reportingRefusal(report)(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="outlined" onClick={() => void download()} loading={pending}>
      {t('consent.repay.scan.download')}
    </Button>
  );
}
