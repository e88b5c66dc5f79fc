import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { Page } from '../../../components/page';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { dashboardState, nextStepOf, type DashboardFacts } from '../lib/dashboard-state';
import { AwaitingPayoutText } from './awaiting-payout';
import { IncompleteInfoBanner } from './incomplete-info-banner';
import '../texts';

type HomePageProps = DashboardFacts & {
  /** The borrower's name from their profile; a profile may not have one yet. */
  name: string | null;
};

/**
 * Home after sign-in, the borrower's dashboard: the greeting, a card saying where the latest
 * application stands (its loan waiting for the payout included) with the one next step as its
 * button, and My Loans. A borrower whose offer
 * waits for them (to answer it, complete the form, sign, set up repayment) is sent on to the
 * consent area. Spec 000 §2.3 holds:
 * 'Apply Loan' leads to /loan-application and is hidden in a partner's Android app (which offers
 * its own loan entry; so is continuing the form there), 'My Loans' to /loans, and the banner shows
 * while the latest application needs information. 'Digital Gold' leads to the gold area and 'Insurance' to
 * the insurance area, 'Credit Report' to the credit report, 'Refer and earn' to the referral
 * screen (spec 002).
 */
export function HomePage({ name, ...facts }: HomePageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const state = dashboardState(facts);
  const next = nextStepOf(state);
  // An offer that waits for the borrower takes them to the consent area (spec 001 §2.1), unless
  // they have just come from there to see home.
  const fromConsent = (useLocation().state as { fromConsent?: boolean } | null)?.fromConsent === true;
  if (state.kind === 'approved' && state.consent && !fromConsent)
    return <Navigate to={brand.path('/consent')} replace />;
  const showNext = !(brand.isPartnerAndroid && next.path === '/loan-application');
  const nextLabel =
    next.action === 'applyLoan'
      ? t('home.applyLoan')
      : next.action === 'myLoans'
        ? t('home.myLoans')
        : t(`home.dashboard.actions.${next.action}`);
  return (
    <Page title={name ? t('home.greeting', { name }) : t('home.greetingWithoutName')}>
      {facts.latestStatus === 'INCOMPLETE_INFO' && <IncompleteInfoBanner />}
      <Paper
        component="section"
        variant="outlined"
        aria-label={t('home.dashboard.label')}
        sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {state.kind === 'awaitingPayout' ? (
          <AwaitingPayoutText amount={state.amount} payout={state.payout} where="myLoans" />
        ) : (
          <>
            <Typography variant="h2">
              {state.kind === 'inProgress'
                ? t('home.dashboard.states.inProgress.title', { percent: state.percent })
                : state.kind === 'approved' && state.consent
                  ? t(`home.dashboard.states.consent.${state.consent}.title`)
                  : t(`home.dashboard.states.${state.kind}.title`)}
            </Typography>
            <Typography>
              {state.kind === 'approved' && state.consent
                ? t(`home.dashboard.states.consent.${state.consent}.body`)
                : t(`home.dashboard.states.${state.kind}.body`)}
            </Typography>
          </>
        )}
        {state.kind === 'inProgress' && (
          <LinearProgress
            variant="determinate"
            value={state.percent}
            aria-label={t('home.dashboard.progress')}
          />
        )}
        {showNext && (
          <Button component={RouterLink} to={brand.path(next.path)} variant="contained" size="large">
            {nextLabel}
          </Button>
        )}
      </Paper>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {next.action !== 'myLoans' && (
          <Button component={RouterLink} to={brand.path('/loans')} variant="outlined" size="large">
            {t('home.myLoans')}
          </Button>
        )}
        <Button component={RouterLink} to={brand.path('/gold')} variant="outlined" size="large">
          {t('home.digitalGold')}
        </Button>
        <Button component={RouterLink} to={brand.path('/insurance')} variant="outlined" size="large">
          {t('home.insurance')}
        </Button>
        <Button component={RouterLink} to={brand.path('/creditReport')} variant="outlined" size="large">
          {t('home.creditReport')}
        </Button>
        <Button component={RouterLink} to={brand.path('/referralLink')} variant="outlined" size="large">
          {t('home.referAndEarn')}
        </Button>
      </Box>
    </Page>
  );
}
