import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RouteLoader } from '../../../components/route-loader';
import { useInstitutions } from '../../../features/bank-statements/api/get-institutions';
import { useStartStatement } from '../../../features/bank-statements/api/start-statement';
import { ChosenBankPdf } from '../../../features/bank-statements/components/chosen-bank-pdf';
import { StatementErrorCard } from '../../../features/bank-statements/components/statement-error-card';
import { StatementFooter } from '../../../features/bank-statements/components/statement-footer';
import { fileNameLengths } from '../../../features/bank-statements/lib/cut-file-name';
import { newRequestId } from '../../../features/bank-statements/lib/request-id';
import { useLeaveWarning } from '../../../features/bank-statements/lib/use-leave-warning';
import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { hasNativeHost } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { CorrectionPage } from './correction-page';
import { useFinishStatement } from './statement-correction';

/**
 * The bank statement correction's PDF flow (`#/incomplete-info/bs-pdf-upload?bankId=`, spec
 * 000 §2.5, §4.8): a session with the analyser for the bank chosen on the previous screen, then
 * files, passwords and Complete; the vendor's failure codes in the correction screen's words.
 * Once submitted, the statement's items are settled. A session that cannot start, or a bank
 * that is missing, shows the error card.
 */
export default function StatementPdfRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  const showBack = !hasNativeHost() && readAggregatorDetails().utmSource === undefined;
  return (
    <CorrectionPage screen="bank-statement" reason={t('incompleteInfoFlows.bankStatement.reason')}>
      {showBack && (
        <Link component={RouterLink} to={brand.path('/incomplete-info')} sx={{ alignSelf: 'flex-start' }}>
          {t('incompleteInfoFlows.bankStatement.backToApplication')}
        </Link>
      )}
      <StatementPdf />
    </CorrectionPage>
  );
}

function StatementPdf() {
  const { partner } = useBrand();
  const [params] = useSearchParams();
  const bankId = params.get('bankId') ?? '';
  const userId = readUserId() ?? '';
  const institutions = useInstitutions();
  const start = useStartStatement();
  const { finishStatement } = useFinishStatement();
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [readCount, setReadCount] = useState(0);
  const warning = useLeaveWarning(hasNativeHost() && !submitted, () => window.history.back());

  const { mutate: startSession } = start;
  // One session per attempt (the screen's first render, then each Try Again), even when an
  // effect runs twice in development.
  const startedAttempt = useRef(-1);
  useEffect(() => {
    if (bankId === '' || startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    startSession({ userId, institutionId: bankId, requestId: newRequestId() });
  }, [bankId, userId, startSession, attempt]);

  const bank = institutions.data?.institutions.find((candidate) => candidate.id === bankId);
  function body() {
    if (institutions.isError || start.isError || bankId === '' || (institutions.data && !bank))
      return (
        <StatementErrorCard
          supportEmail={partner.supportEmail}
          onRetry={() => {
            if (institutions.isError) void institutions.refetch();
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (!bank) return <RouteLoader />;
    return (
      <ChosenBankPdf
        bank={bank}
        session={start.data}
        fileNameLength={fileNameLengths.incompleteInfo}
        onReadCountChange={setReadCount}
        onSubmitted={() => {
          setSubmitted(true);
          void finishStatement();
        }}
      />
    );
  }

  return (
    <Stack spacing={3}>
      {body()}
      <StatementFooter statementCount={readCount} uploadAllowed warning={warning} />
    </Stack>
  );
}
