import type { RepaymentMode } from '@kredo/domain/repayment-modes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { usePollOpportunity } from '../api/get-opportunity';
import { useRepaymentModes } from '../api/get-repayment-modes';
import { readBankReturn } from '../lib/bank-return';
import { useConsentOutlet } from '../lib/consent-outlet';
import { mayRetryRepaymentModes, repaymentModesProblem } from '../lib/repayment-modes-problem';
import '../texts';
import { opportunityPollMs } from './consent-area';
import { BankReturnNotice } from './repay/bank-return-notice';
import { EnachLink } from './repay/enach-link';
import { MandateSnackbar } from './repay/mandate-snackbar';
import { ModeChoices } from './repay/mode-choices';
import { ModesProblem } from './repay/modes-problem';
import { NachStatusBar } from './repay/nach-status-bar';
import { RepaymentAccount } from './repay/repayment-account';
import { useStartEnach } from './repay/use-start-enach';
import { WithdrawOffer } from './withdraw-offer';

/**
 * The repayment step (spec 001 §2.6, §4.7, §8): the modes the loan may be repaid by and the
 * account the mandate is for. E-NACH goes to the bank's page and comes back here with how it
 * ended; while the bank registers the mandate the opportunity is asked every 5 s and the area
 * moves on by itself. Scan and Upload, and the agent's visit, are screens of their own.
 */
export function RepayPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { opportunity } = useConsentOutlet();
  const nach = opportunity.nach;
  const modes = useRepaymentModes({
    productCode: opportunity.productCode,
    lenderId: opportunity.lenderId,
    opportunityId: opportunity.id,
  });
  const offered = modes.data?.processModes.Repayment.map((item) => item.mode) ?? [];
  const enach = useStartEnach({ opportunityId: opportunity.id, scanOffered: offered.includes('Scan') });

  const bankReturn = readBankReturn(params);
  const rejected = nach?.nachStatus === 'REJECTED';
  // An e-mandate the bank holds cannot be replaced by the borrower: they wait for its result.
  const atBank = nach?.mode === 'ENACH' && nach.nachStatus !== null && !rejected;
  const registering = !rejected && (bankReturn?.status === 'success' || atBank);
  const awaitingReason = bankReturn?.status === 'failed' && !rejected;
  const agentVisit = nach?.mode === 'PNACH' && nach.collection === 'AGENT' && !rejected;
  // Asked again while the bank or operations hold the mandate: the area moves on by itself.
  const withBankOrOperations = Boolean(nach?.nachStatus) && !rejected;
  usePollOpportunity(
    opportunity.id,
    registering || awaitingReason || withBankOrOperations ? opportunityPollMs : false,
  );

  function choose(mode: RepaymentMode) {
    if (mode === 'ENACH') {
      if (bankReturn) setParams({}, { replace: true });
      void enach.start();
    } else if (mode === 'Scan') void navigate(`${pathname.replace(/\/+$/, '')}/scan`);
    else void navigate(brand.path('/consent/repay/appointment'));
  }

  function modeChoice() {
    if (modes.isPending)
      return <CircularProgress aria-label={t('shell.loading')} sx={{ alignSelf: 'center' }} />;
    const list = modes.data?.processModes.Repayment ?? [];
    if (modes.isError || list.length === 0)
      return (
        <ModesProblem
          problem={repaymentModesProblem(modes.isError ? modes.error : null)}
          onRetry={mayRetryRepaymentModes(opportunity.lenderId) ? () => void modes.refetch() : undefined}
          retrying={modes.isFetching}
        />
      );
    return (
      <>
        <RepaymentAccount account={modes.data.account} />
        <ModeChoices modes={offered} pending={enach.pending ? 'ENACH' : undefined} onChoose={choose} />
        {enach.link && <EnachLink link={enach.link} />}
      </>
    );
  }

  return (
    <Page title={t('consent.repay.title')}>
      <NachStatusBar nach={nach} />
      <BankReturnNotice status={bankReturn?.status ?? null} registering={registering} />
      {!registering && (
        <>
          <Typography>{t('consent.repay.intro')}</Typography>
          {agentVisit && (
            <Alert
              severity="info"
              action={
                <Button
                  component={RouterLink}
                  to={brand.path('/consent/repay/appointment')}
                  color="inherit"
                  size="small"
                >
                  {t('consent.repay.seeVisit')}
                </Button>
              }
            >
              {t('consent.repay.agentBooked')}
            </Alert>
          )}
          {modeChoice()}
        </>
      )}
      <MandateSnackbar notice={enach.notice} onClose={enach.closeNotice} />
      <WithdrawOffer />
    </Page>
  );
}
