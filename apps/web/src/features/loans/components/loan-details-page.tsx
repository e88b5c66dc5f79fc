import type { LoanDetail } from '@kredo/contract/loans';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { backLink } from '../../../components/back-link';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { serverToday } from '../../../lib/server-today';
import { useUserLoans } from '../../../lib/user-loans';
import { generateNoc } from '../api/generate-noc';
import { getKeyFactStatement } from '../api/get-key-fact-statement';
import { getSignedAgreement } from '../api/get-signed-agreement';
import { getStatement } from '../api/get-statement';
import { isLoanClosed, loanNotices } from '../lib/loan-notices';
import { findLoan } from '../lib/loan-list';
import { AccountNumber } from './details/account-number';
import { CoolingOffExit } from './details/cooling-off-exit';
import { DocumentDownload } from './details/document-download';
import { EmiCalendar } from './details/emi-calendar';
import { LenderInfo } from './details/lender-info';
import { LoanFacts } from './details/loan-facts';
import { LoanNotices } from './details/loan-notices';
import { MandateCollection } from './details/mandate-collection';
import { PayButton } from './details/pay-button';
import { RepaymentBank } from './details/repayment-bank';
import '../texts';

/** The mandate's status bar (spec 001 §4.7), given by the app: it is the repayment step's. */
export type NachStatusView = ComponentType<{ nach: { nachStatus: LoanDetail['nachStatus'] } }>;

/**
 * A term loan's payment details (spec 001 §2.10, §4.9) at /loans/details?loan_id=: what it says
 * of the loan as a whole, the cooling-off exit while its period runs, the details card, the loan
 * account number to copy, Pay, the mandate's status (or, once it debits nothing more, to pay the
 * dues in the app), the EMI calendar, the repayment bank, the lender, and the loan's documents:
 * the agreement as signed, the KFS it was accepted on, the statement of account and, once closed,
 * the NOC. The repayment options are read only while the loan is open.
 */
export function LoanDetailsPage({ NachStatus }: { NachStatus?: NachStatusView }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const loans = useUserLoans();
  const documentsId = useId();
  const back = (
    <Link component={RouterLink} to={brand.path('/loans')} sx={backLink}>
      {t('loans.details.back')}
    </Link>
  );

  if (loans.isPending) return <RouteLoader />;
  if (loans.isError)
    return (
      <Page title={t('loans.details.title')}>
        <Alert severity="error">{t('loans.loadFailed')}</Alert>
        {back}
      </Page>
    );
  const loan = findLoan(loans.data.loans, params.get('loan_id'));
  // A credit line has details of its own (a link or a payment's result may name it here).
  if (loan?.is_rloc)
    return (
      <Navigate
        to={`${brand.path('/loans/rloc-details')}?loan_id=${encodeURIComponent(loan.loan_id)}`}
        replace
      />
    );
  if (!loan)
    return (
      <Page title={t('loans.details.title')}>
        <Typography>{t('loans.details.notFound')}</Typography>
        {back}
      </Page>
    );

  const today = serverToday();
  const detail = loan.state.loan_detail.loanDetail;
  const closed = isLoanClosed(loan);
  return (
    <Page title={t('loans.details.title')}>
      {back}
      <LoanNotices notices={loanNotices(loan, today)} />
      {!closed && <CoolingOffExit loanId={loan.loan_id} />}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('loans.card.label', { lender: loan.lender_info.name })}
        </Typography>
        <LoanFacts detail={detail} schedule={loan.repayment_schedules} closed={closed} />
        {detail.lenderLoanAcctId && <AccountNumber number={detail.lenderLoanAcctId} />}
        {!closed && <PayButton loan={loan} today={today} />}
      </Paper>
      {!closed && (
        <MandateCollection
          loan={loan}
          today={today}
          bar={NachStatus && <NachStatus nach={{ nachStatus: detail.nachStatus }} />}
        />
      )}
      <EmiCalendar
        schedule={loan.repayment_schedules}
        emiAmount={detail.emiAmount}
        today={today}
        closed={closed ? (detail.status === 'PRE_CLOSED' ? 'PRE_CLOSED' : 'CLOSED') : null}
      />
      {detail.repaymentAccountDetails && <RepaymentBank account={detail.repaymentAccountDetails} />}
      <LenderInfo lender={loan.lender_info} />
      <Box
        component="section"
        aria-labelledby={documentsId}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Typography variant="h2" id={documentsId} sx={{ fontSize: '1.125rem' }}>
          {t('loans.details.documents.title')}
        </Typography>
        <DocumentDownload
          label={t('loans.details.documents.agreement')}
          doneText={t('loans.details.documents.agreementDone')}
          fetchDocument={() => getSignedAgreement(loan.loan_id)}
        />
        <DocumentDownload
          label={t('loans.details.documents.kfs')}
          doneText={t('messages.kfsDownloaded')}
          fetchDocument={() => getKeyFactStatement(loan.loan_id)}
        />
        <DocumentDownload
          label={t('loans.details.documents.statement')}
          doneText={t('loans.details.documents.statementDone')}
          fetchDocument={() => getStatement(loan.loan_id)}
        />
        {closed && (
          <DocumentDownload
            label={t('loans.details.documents.noc')}
            doneText={t('loans.details.documents.nocDone')}
            fetchDocument={() => generateNoc(loan.loan_id)}
          />
        )}
      </Box>
    </Page>
  );
}
