import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { backLink } from '../../components/back-link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { BankStatementFlow } from '../../features/bank-statements/components/bank-statement-flow';
import { StatementRedirect } from '../../features/bank-statements/components/statement-redirect';
import { fileNameLengths } from '../../features/bank-statements/lib/cut-file-name';
import {
  clearPendingBankVisit,
  readPendingBankVisit,
} from '../../features/bank-statements/lib/pending-bank-visit';
import {
  mergeRedirectParams,
  readRedirectOutcome,
} from '../../features/bank-statements/lib/redirect-outcome';
import { readAggregatorDetails } from '../../lib/aggregator-details';
import { closeActivity, hasNativeHost } from '../../lib/android-bridge';
import { useBrand } from '../../lib/brand-context';
import { useTranslation } from '../../lib/i18n';

/** A statement changes the borrower's status and the form's steps: what they show reloads. */
export function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: ['loan-application'] }),
    ]);
}

/**
 * The redirect page under the brand, where the bank's pages send the borrower back: a path on
 * this host (the server takes no other), to which the server adds `success` and `txnId`.
 */
export function useRedirectionUrl(): string {
  const brand = useBrand();
  return `${window.location.pathname}#${brand.path('/bank-statement/redirect')}`;
}

/**
 * The main app's bank statement page (`#/bank-statement`, spec 000 §4.8). The Android app opens it
 * as a screen of its own, closed with SUCCESS once the statement is in, or FAILURE when the
 * borrower leaves without one; on the web it leads home. A borrower on the web who did not come
 * through a partner's link has a way back to the application.
 */
export default function BankStatementRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const refresh = useRefreshStatus();
  const redirectionUrl = useRedirectionUrl();
  const showBack = !hasNativeHost() && readAggregatorDetails().utmSource === undefined;
  return (
    <Page title={t('bankStatements.title')}>
      {showBack && (
        <Link component={RouterLink} to={brand.path('/loan-application')} sx={backLink}>
          {t('bankStatements.backToApplication')}
        </Link>
      )}
      <BankStatementFlow
        fileNameLength={fileNameLengths.application}
        bankReturn={{ next: brand.path('/'), back: brand.path('/bank-statement'), closesActivity: true }}
        redirectionUrl={redirectionUrl}
        onSubmitted={() => {
          void refresh();
          if (!closeActivity('SUCCESS')) void navigate(brand.path('/'));
        }}
        onLeave={() => {
          if (!closeActivity('FAILURE')) window.history.back();
        }}
      />
    </Page>
  );
}

/**
 * Back from the bank's pages (`#/bank-statement/redirect`, `#/perfioes/redirect`): waits for the
 * statement, then goes where the visit was started from, on when it arrived, back when not.
 */
export function BankStatementRedirectRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const refresh = useRefreshStatus();
  const [hashParams] = useSearchParams();
  const [pending] = useState(readPendingBankVisit);
  const [outcome] = useState(() =>
    readRedirectOutcome(mergeRedirectParams(window.location.search, hashParams)),
  );

  async function finish(complete: boolean) {
    clearPendingBankVisit();
    if (!complete) return void navigate(pending?.back ?? brand.path('/bank-statement'), { replace: true });
    await refresh();
    if (pending?.closesActivity && closeActivity('SUCCESS')) return;
    void navigate(pending?.next ?? brand.path('/'), { replace: true });
  }

  return (
    <Page title={t('bankStatements.title')}>
      <StatementRedirect
        outcome={{ ...outcome, txnId: outcome.txnId ?? pending?.txnId }}
        onFinished={(complete) => void finish(complete)}
      />
    </Page>
  );
}
