import { Navigate, Route, Routes, useParams } from 'react-router';

import { ApplicationPage } from '../features/application/components/application-page';
import { CreditLinePage } from '../features/credit-lines/components/credit-line-page';
import { CreditLinesPage } from '../features/credit-lines/components/credit-lines-page';
import { DisbursalPage } from '../features/disbursals/components/disbursal-page';
import { DisbursalsPage } from '../features/disbursals/components/disbursals-page';
import { GoldPage } from '../features/gold/components/gold-page';
import { InsurancePage } from '../features/insurance/components/insurance-page';
import { ReferralPage } from '../features/referral/components/referral-page';
import { AccountStatementPage } from '../features/ledger/components/account-statement-page';
import { BalanceSheetPage } from '../features/ledger/components/balance-sheet-page';
import { JournalPage } from '../features/ledger/components/journal-page';
import { LoanStatementPage } from '../features/ledger/components/loan-statement-page';
import { TrialBalancePage } from '../features/ledger/components/trial-balance-page';
import type { LedgerHrefs } from '../features/ledger/lib/ledger-hrefs';
import { CloseOfBusinessFailuresPage } from '../features/loans/components/close-of-business-failures-page';
import { CollectionExceptionsPage } from '../features/loans/components/collection-exceptions-page';
import { LoanPage } from '../features/loans/components/loan-page';
import { LoansPage } from '../features/loans/components/loans-page';
import { MandatePage } from '../features/mandates/components/mandate-page';
import { MandatesPage } from '../features/mandates/components/mandates-page';
import { QueuePage } from '../features/queue/components/queue-page';
import { ReconciliationPage } from '../features/reconciliation/components/reconciliation-page';
import { RemittancesPage } from '../features/remittances/components/remittances-page';
import { ConsoleLayout } from './console-layout';

const applicationHref = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;
const mandateHref = (mandateId: string) => `/mandates/${encodeURIComponent(mandateId)}`;
const disbursalHref = (disbursalId: string) => `/disbursals/${encodeURIComponent(disbursalId)}`;
const loanHref = (loanId: string) => `/loans/${encodeURIComponent(loanId)}`;
const creditLineHref = (lineId: string) => `/credit-lines/${encodeURIComponent(lineId)}`;
const ledgerHrefs: LedgerHrefs = {
  trialBalance: '/ledger',
  balanceSheet: '/ledger/balance-sheet',
  accountStatement: (ownerId) =>
    ownerId ? `/ledger/accounts/${encodeURIComponent(ownerId)}` : '/ledger/accounts',
  journal: (date) => (date ? `/ledger/journal?date=${encodeURIComponent(date)}` : '/ledger/journal'),
  loanStatement: (loanId) => `/ledger/loans/${encodeURIComponent(loanId)}`,
};

function ApplicationRoute() {
  const { applicationId = '' } = useParams();
  return <ApplicationPage key={applicationId} applicationId={applicationId} backHref="/" />;
}

function MandateRoute() {
  const { mandateId = '' } = useParams();
  return (
    <MandatePage
      key={mandateId}
      mandateId={mandateId}
      backHref="/mandates"
      applicationHref={applicationHref}
    />
  );
}

function DisbursalRoute() {
  const { disbursalId = '' } = useParams();
  return (
    <DisbursalPage
      key={disbursalId}
      disbursalId={disbursalId}
      backHref="/disbursals"
      loanStatementHref={ledgerHrefs.loanStatement}
      loanHref={loanHref}
    />
  );
}

function LoanRoute() {
  const { loanId = '' } = useParams();
  return (
    <LoanPage key={loanId} loanId={loanId} backHref="/loans" loanStatementHref={ledgerHrefs.loanStatement} />
  );
}

function CreditLineRoute() {
  const { lineId = '' } = useParams();
  return (
    <CreditLinePage
      key={lineId}
      lineId={lineId}
      backHref="/credit-lines"
      ledgerHref={ledgerHrefs.accountStatement}
    />
  );
}

function AccountStatementRoute() {
  const { ownerId } = useParams();
  return <AccountStatementPage key={ownerId ?? ''} ownerId={ownerId} hrefs={ledgerHrefs} />;
}

function LoanStatementRoute() {
  const { loanId = '' } = useParams();
  return <LoanStatementPage key={loanId} loanId={loanId} hrefs={ledgerHrefs} />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<QueuePage applicationHref={applicationHref} />} />
        <Route path="applications/:applicationId" element={<ApplicationRoute />} />
        <Route path="mandates" element={<MandatesPage mandateHref={mandateHref} />} />
        <Route path="mandates/:mandateId" element={<MandateRoute />} />
        <Route path="disbursals" element={<DisbursalsPage disbursalHref={disbursalHref} />} />
        <Route path="disbursals/:disbursalId" element={<DisbursalRoute />} />
        <Route path="ledger" element={<TrialBalancePage hrefs={ledgerHrefs} />} />
        <Route path="ledger/journal" element={<JournalPage hrefs={ledgerHrefs} />} />
        <Route path="ledger/loans/:loanId" element={<LoanStatementRoute />} />
        <Route path="ledger/balance-sheet" element={<BalanceSheetPage hrefs={ledgerHrefs} />} />
        <Route path="ledger/accounts" element={<AccountStatementRoute />} />
        <Route path="ledger/accounts/:ownerId" element={<AccountStatementRoute />} />
        <Route
          path="loans"
          element={
            <LoansPage
              loanHref={loanHref}
              closeOfBusinessHref="/loans/close-of-business"
              collectionExceptionsHref="/loans/collection-exceptions"
            />
          }
        />
        <Route
          path="loans/close-of-business"
          element={<CloseOfBusinessFailuresPage backHref="/loans" loanHref={loanHref} />}
        />
        <Route
          path="loans/collection-exceptions"
          element={<CollectionExceptionsPage backHref="/loans" loanHref={loanHref} />}
        />
        <Route path="loans/:loanId" element={<LoanRoute />} />
        <Route path="credit-lines" element={<CreditLinesPage lineHref={creditLineHref} />} />
        <Route path="credit-lines/:lineId" element={<CreditLineRoute />} />
        <Route path="gold" element={<GoldPage />} />
        <Route path="insurance" element={<InsurancePage />} />
        <Route path="referrals" element={<ReferralPage />} />
        <Route path="reconciliation" element={<ReconciliationPage />} />
        <Route path="remittances" element={<RemittancesPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
