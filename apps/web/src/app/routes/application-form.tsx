import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Page } from '../../components/page';
import { RouteLoader } from '../../components/route-loader';
import { useUserStatus } from '../../lib/user-status';
import { useApplicationProfile } from '../../features/loan-application/api/application-profile';
import {
  useApplicationFields,
  useEligibleProducts,
  useLoanBoundary,
} from '../../features/loan-application/api/loan-products';
import { CategoryForm } from '../../features/loan-application/components/category-form';
import { FormNavigation } from '../../features/loan-application/components/form-navigation';
import {
  AssetsForm,
  GetStartedScreen,
  NonServiceableScreen,
} from '../../features/loan-application/components/form-screens';
import { DocumentsStep } from '../../features/documents/components/documents-step';
import { documentNeeds } from '../../features/documents/lib/document-needs';
import { ReferencesForm } from '../../features/loan-application/components/references-form';
import {
  isScreenId,
  nextScreen,
  resumeScreen,
  screenFields,
  screensOf,
  stepsOf,
  type FormScreen,
  type ScreenId,
} from '../../features/loan-application/lib/form-screens';
import { useBrand } from '../../lib/brand-context';
import { useTranslation } from '../../lib/i18n';
import '../../features/loan-application/texts';
import { ChooseProductFirst, LoadFailure, useProductCode } from './loan-application';
import { serverToday } from '../../lib/server-today';

const FORM_COMPLETE = 'complete';
// The bank statement screens download when the borrower reaches that step.
const BankStatementStep = lazy(() => import('./bank-statement-step'));

/**
 * The application form (spec 000 §2.4): the side navigation of the product's flow (eight steps,
 * or six in the v3 flow) beside one screen. Without a screen in the address it opens where the
 * borrower left off: the first incomplete step, or the form's end when every step is done.
 */
export function ApplicationFormRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { screen: screenParam } = useParams();
  const productCode = useProductCode();
  const status = useUserStatus();
  const products = useEligibleProducts();
  const fields = useApplicationFields(productCode);
  const boundary = useLoanBoundary(productCode);
  const profile = useApplicationProfile();
  // Each screen opens at its top, not where Continue was pressed on the one before: the app
  // shell scrolls to the top on every new route (app/scroll-to-top.ts).

  const queries = [status, products, fields, boundary, profile];
  if (productCode === '') return <ChooseProductFirst />;
  if (queries.some((query) => query.isError)) return <LoadFailure />;
  if (!status.data || !products.data || !fields.data || !boundary.data || !profile.data)
    return <RouteLoader />;

  // An address outside the served areas (a changed pincode, too) ends the form here: no
  // product is offered there.
  if (status.data.userStatus.isServiceable === false)
    return (
      <Page title={t('loanApplication.applicationForm')}>
        <NonServiceableScreen />
      </Page>
    );
  const product = products.data.product_specs.find((candidate) => candidate.productCode === productCode);
  if (!product) return <Navigate to={brand.path('/loan-application/product')} replace />;
  const { flow } = product;
  const chosen = product;
  const { userStatus, userId } = status.data;
  const details = userStatus.completionDetails;
  // Without completion details yet, nothing is done.
  const progress =
    flow === 'main'
      ? {
          completeSteps: details?.completePages ?? [],
          resumeAt: details ? details.resumeAt : ('GET_STARTED' as const),
        }
      : {
          completeSteps: details?.v3CompletePages ?? [],
          resumeAt: details ? details.v3ResumeAt : ('GET_STARTED' as const),
        };
  const percent = (flow === 'main' ? details?.percent : details?.v3Percent) ?? 0;
  const today = serverToday();
  const screens = screensOf(flow);
  const hrefOf = (id: ScreenId | typeof FORM_COMPLETE) =>
    brand.path(`/loan-application/form/${id}?productCode=${productCode}`);
  const go = (id: ScreenId | typeof FORM_COMPLETE) => void navigate(hrefOf(id));

  const fieldsData = fields.data;
  const boundaryData = boundary.data;
  const formDone = progress.resumeAt === null;
  if (screenParam === FORM_COMPLETE ? !formDone : !isScreenId(flow, screenParam))
    return <Navigate to={hrefOf(resumeScreen(flow, progress, fieldsData, today))} replace />;
  const screen = screens.find((candidate) => candidate.id === screenParam);
  const data = profile.data.profileData;

  function body(current: FormScreen | undefined) {
    if (!current)
      return (
        <FormComplete
          checklistHref={brand.path(`/loan-application/application-field?productCode=${productCode}`)}
        />
      );
    const onSaved = () => go(nextScreen(flow, current.id));
    switch (current.id) {
      case 'get-started':
        return (
          <GetStartedScreen
            product={chosen}
            boundary={boundaryData}
            eligible={userStatus.eligibility?.eligible === true}
            mobileVerified={data.mobileOtpVerified}
            eligibilityHref={brand.path('/loan-application')}
            onContinue={onSaved}
          />
        );
      case 'references':
        return (
          <ReferencesForm
            saved={data.references}
            ownMobiles={[data.mobile ?? '', ...data.alternateMobileNumbers]}
            onSaved={onSaved}
          />
        );
      case 'assets':
        return <AssetsForm saved={data.assets} onSaved={onSaved} />;
      case 'documents': {
        const { required, optional } = screenFields(current, fieldsData);
        // The KYC options come back to this screen when done.
        const returnTo = encodeURIComponent(hrefOf('documents'));
        return (
          <DocumentsStep
            userId={userId}
            needs={documentNeeds(required, optional)}
            kycHref={brand.path(`/loan-application/kyc?productCode=${productCode}&returnTo=${returnTo}`)}
            onContinue={onSaved}
          />
        );
      }
      case 'bank-statement':
        return (
          <Suspense fallback={<RouteLoader />}>
            <BankStatementStep
              done={progress.completeSteps.includes('BANK_STATEMENT')}
              stepHref={hrefOf('bank-statement')}
              nextHref={hrefOf(nextScreen(flow, current.id))}
              onContinue={onSaved}
            />
          </Suspense>
        );
      default: {
        const { required, optional } = screenFields(current, fieldsData);
        return (
          <CategoryForm
            key={current.id}
            title={t(`loanApplication.screens.${current.id}`)}
            fields={required}
            optionalFields={optional}
            onSaved={onSaved}
          />
        );
      }
    }
  }

  return (
    <Page title={screen ? t(`loanApplication.screens.${screen.id}`) : t('loanApplication.applicationForm')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <FormNavigation
          steps={stepsOf(flow)}
          screens={screens}
          completeSteps={progress.completeSteps}
          current={screen?.step}
          percent={percent}
          hrefOf={(target) => hrefOf(target.id)}
        />
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
          {body(screen)}
        </Stack>
      </Stack>
    </Page>
  );
}

/** The form's end: every step is done; the checklist reviews it and applies. */
function FormComplete({ checklistHref }: { checklistHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('loanApplication.formComplete.done')}</Alert>
      <Typography>{t('loanApplication.formComplete.review')}</Typography>
      <Button component={RouterLink} to={checklistHref} variant="contained" size="large">
        {t('loanApplication.formComplete.reviewAndApply')}
      </Button>
    </Stack>
  );
}

export default ApplicationFormRoute;
