import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BankStatementFlow } from '../../../features/bank-statements/components/bank-statement-flow';
import { fileNameLengths } from '../../../features/bank-statements/lib/cut-file-name';
import { useOutstanding } from '../../../features/incomplete-info/api/use-outstanding';
import { useTranslation } from '../../../lib/i18n';
import { useRedirectionUrl } from '../bank-statement';
import { CorrectionPage } from './correction-page';
import { modeSubStatus, useFinishStatement, useStatementPaths } from './statement-correction';
import '../../../features/incomplete-info/texts';

/**
 * The bank statement correction (`#/incomplete-info/bank-statement`, spec 000 §2.5, §4.8): the
 * bank and the way to share, with the modes the outstanding sub-status allows. The PDF flow is
 * its own screen (`/bs-pdf-upload`); the bank's pages (net banking, account aggregator) come
 * back through the redirect page to this screen with `statement=received`, which settles the
 * statement's items.
 */
export default function IncompleteBankStatementRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const received = params.get('statement') === 'received';
  return (
    <CorrectionPage screen="bank-statement" reason={t('incompleteInfoFlows.bankStatement.reason')}>
      {received ? <StatementReceived /> : <StatementChoice />}
    </CorrectionPage>
  );
}

function StatementChoice() {
  const navigate = useNavigate();
  const { subStatuses } = useOutstanding();
  const paths = useStatementPaths();
  const redirectionUrl = useRedirectionUrl();
  const { finishStatement } = useFinishStatement();
  return (
    <BankStatementFlow
      subStatus={modeSubStatus(subStatuses)}
      fileNameLength={fileNameLengths.incompleteInfo}
      bankReturn={{ next: paths.received, back: paths.picker }}
      redirectionUrl={redirectionUrl}
      onPdfChosen={(bankId) => void navigate(paths.pdf(bankId))}
      onSubmitted={() => void finishStatement()}
      onLeave={() => window.history.back()}
    />
  );
}

/** Back from the bank's pages with the statement in: settled at once, or by Continue after a refusal. */
function StatementReceived() {
  const { t } = useTranslation();
  const { finishStatement, isPending } = useFinishStatement();
  const settle = useEffectEvent(() => void finishStatement());
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    settle();
  }, []);
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('incompleteInfoFlows.bankStatement.submitted')}</Alert>
      <Button variant="contained" size="large" disabled={isPending} onClick={() => void finishStatement()}>
        {t('incompleteInfo.continue')}
      </Button>
    </Stack>
  );
}
