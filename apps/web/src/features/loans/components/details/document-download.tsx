import type { LoanDocument } from '@kredo/contract/loan-payments';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId, useRef, useState } from 'react';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import { downloadPdf } from '../../lib/download-pdf';
import '../../texts';

type Outcome = 'done' | 'failed';

/**
 * A loan document's download (spec 001 §4.9, §8): pending while the server makes it, a second
 * press meanwhile ignored; then a modal says it is downloaded, or 'Download has Failed!.' with
 * where to ask for help.
 */
export function DocumentDownload({
  label,
  doneText,
  fetchDocument,
}: {
  label: string;
  doneText: string;
  fetchDocument: () => Promise<LoanDocument>;
}) {
  const { t } = useTranslation();
  const { partner } = useBrand();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  // Read synchronously: two presses in one frame both see `pending` false in their render.
  const inFlight = useRef(false);
  const titleId = useId();

  async function download() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      downloadPdf(await fetchDocument());
      setOutcome('done');
    } catch {
      setOutcome('failed');
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const supportEmail = partner.supportEmail;
  return (
    <>
      <Button variant="outlined" onClick={() => void download()} loading={pending} sx={{ minHeight: 44 }}>
        {label}
      </Button>
      <Dialog open={outcome !== undefined} onClose={() => setOutcome(undefined)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {outcome === 'failed' ? t('loans.details.documents.failed') : doneText}
        </DialogTitle>
        {outcome === 'failed' && (
          <DialogContent>
            <DialogContentText>
              {t('loans.details.documents.support')}{' '}
              <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
            </DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOutcome(undefined)} autoFocus>
            {t('loans.details.documents.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
