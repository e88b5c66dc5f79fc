import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { backLink } from '../../../components/back-link';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { RouteLoader } from '../../../components/route-loader';
import { useInstitutions } from '../../../features/bank-statements/api/get-institutions';
import { ChosenBankPdf } from '../../../features/bank-statements/components/chosen-bank-pdf';
import { StatementErrorCard } from '../../../features/bank-statements/components/statement-error-card';
import { StatementFooter } from '../../../features/bank-statements/components/statement-footer';
import { fileNameLengths } from '../../../features/bank-statements/lib/cut-file-name';
import { useLeaveWarning } from '../../../features/bank-statements/lib/use-leave-warning';
import { useStatementSession } from '../../../features/bank-statements/lib/use-statement-session';
import { readAggregatorDetails } from '../../../lib/aggregator-details';
import { hasNativeHost } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { CorrectionPage } from './correction-page';
import { useFinishStatement } from './statement-correction';
import '../../../features/incomplete-info/texts';

/**
 * The bank statement correction's PDF flow (`#/incomplete-info/bs-pdf-upload?bankId=`, spec
 * 000 §2.5, §4.8): a session with the analyser for the bank chosen on the previous screen (after
 * a reload, the one already open, with its files), then files, passwords and Complete; the vendor's failure codes in the correction screen's words.
 * Once submitted, the statement's items are settled. A session that cannot start, or a bank
 * the analyser does not know, shows the error card; without a bank it is chosen first.
 */
export default function StatementPdfRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  const showBack = !hasNativeHost() && readAggregatorDetails().utmSource === undefined;
  return (
    <CorrectionPage screen="bank-statement" reason={t('incompleteInfoFlows.bankStatement.reason')}>
      {showBack && (
        <Link component={RouterLink} to={brand.path('/incomplete-info')} sx={backLink}>
          {t('incompleteInfoFlows.bankStatement.backToApplication')}
        </Link>
      )}
      <StatementPdf />
    </CorrectionPage>
  );
}

function StatementPdf() {
  const brand = useBrand();
  const { partner } = brand;
  const [params] = useSearchParams();
  const bankId = params.get('bankId') ?? '';
  const userId = readUserId() ?? '';
  const institutions = useInstitutions();
  // After a reload, the session opened today for this bank, with the files already sent.
  const statement = useStatementSession(userId, bankId || undefined);
  const { finishStatement } = useFinishStatement();
  const [submitted, setSubmitted] = useState(false);
  const [readCount, setReadCount] = useState(0);
  const warning = useLeaveWarning(hasNativeHost() && !submitted, () => window.history.back());

  const bank = institutions.data?.institutions.find((candidate) => candidate.id === bankId);
  // Opened without a bank (a bookmark, a link): the bank is chosen on the screen before.
  if (bankId === '') return <Navigate to={brand.path('/incomplete-info/bank-statement')} replace />;
  function body() {
    if (institutions.isError || statement.isError || (institutions.data && !bank))
      return (
        <StatementErrorCard
          supportEmail={partner.supportEmail}
          onRetry={() => {
            if (institutions.isError) void institutions.refetch();
            statement.retry();
          }}
        />
      );
    if (!bank) return <RouteLoader />;
    return (
      <ChosenBankPdf
        bank={bank}
        session={statement.session}
        earlierFiles={statement.earlierFiles}
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
