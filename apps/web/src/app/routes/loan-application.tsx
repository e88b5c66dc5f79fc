import Typography from '@mui/material/Typography';
import { lazy, useEffect, useState } from 'react';
import { Navigate, Outlet, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { RouteLoader } from '../../components/route-loader';
import { env } from '../../config/env';
import { getUserStatusQueryOptions, useUserStatus } from '../../lib/user-status';
import { useQueryClient } from '@tanstack/react-query';
import { readUserId } from '../../lib/session';
import { useApplicationProfile } from '../../features/loan-application/api/application-profile';
import {
  useAllowNewApplication,
  useApplicationFields,
  useEligibleProducts,
} from '../../features/loan-application/api/loan-products';
import { CategoryForm } from '../../features/loan-application/components/category-form';
import { DocumentsStep } from '../../features/documents/components/documents-step';
import { documentNeeds } from '../../features/documents/lib/document-needs';
import { EligibilityPage } from '../../features/loan-application/components/eligibility-page';
import { ProductsPage } from '../../features/loan-application/components/products-page';
import {
  checklist,
  RequiredFieldsPage,
} from '../../features/loan-application/components/required-fields-page';
import '../../features/loan-application/texts';
import { hasNativeHost } from '../../lib/android-bridge';
import { readAggregatorDetails } from '../../lib/aggregator-details';
import { websiteLoanApplicationUrl } from '../../features/loan-application/lib/loan-entry';
import { useBrand } from '../../lib/brand-context';
import { useTranslation } from '../../lib/i18n';
import type { FieldCategory } from '@kredo/contract/loan-application';
import { isOfferStanding } from '@kredo/domain/application-lifecycle';
import { PAISE_PER_RUPEE } from '@kredo/domain/money';
import { serverToday } from '../../lib/server-today';

const productKey = 'kredo.loan-application.product';
// The KYC category's form is the KYC option chooser, loaded with the KYC screens.
const KycChooser = lazy(() => import('./kyc').then((module) => ({ default: module.KycChooser })));

export function LoadFailure() {
  const { t } = useTranslation();
  return (
    <Page title={t('messages.somethingWentWrongBang')}>
      <Typography>{t('messages.genericRequestFailure')}</Typography>
    </Page>
  );
}

/**
 * The loan entry (spec 000 §2.4): outside the Android app, with a website configured, the
 * application continues on the website; otherwise it runs here: eligibility, products, the
 * Required Fields checklist and its forms.
 */
export function LoanApplicationLayout() {
  const website =
    env.websiteUrl && !hasNativeHost()
      ? websiteLoanApplicationUrl(env.websiteUrl, readAggregatorDetails())
      : undefined;
  useEffect(() => {
    if (website) window.location.replace(website);
  }, [website]);
  if (website) return <RouteLoader />;
  return <Outlet />;
}

/**
 * The application's own screens (eligibility, products, the checklist and the form) once its
 * offer stands (APPROVED onward, docs/decisions.md): the figures it was decided on are not
 * edited any more, so they lead to the application status screen instead.
 */
export function DecidedApplicationGuard() {
  const brand = useBrand();
  const status = useUserStatus();
  // Read on arrival: a decision that lands while the borrower is here (the automatic one, just
  // after 'APPLY FOR LOAN') does not take away the success message; the server keeps the figures.
  const [decided] = useState(() =>
    isOfferStanding(status.data?.userStatus.latestApplicationsStatus?.loanApplicationInfo.status),
  );
  if (decided) return <Navigate to={brand.path('/application-status')} replace />;
  return <Outlet />;
}

export function EligibilityRoute() {
  const status = useUserStatus();
  const queryClient = useQueryClient();
  const profile = useApplicationProfile();
  if (profile.isError || status.isError) return <LoadFailure />;
  if (!profile.data || !status.data) return <RouteLoader />;
  const data = profile.data.profileData;
  const months = data.workExperienceMonths;
  const income = data.financeBasicInfo.netMonthlyIncome;
  return (
    <EligibilityPage
      dobOnAccount={data.dob}
      readVerdict={async () => {
        const fresh = await queryClient.fetchQuery({
          ...getUserStatusQueryOptions(readUserId() ?? ''),
          staleTime: 0,
        });
        const { eligibility, isServiceable } = fresh.userStatus;
        return { eligible: eligibility?.eligible === true, isServiceable: isServiceable ?? null };
      }}
      saved={{
        dob: data.dob ?? undefined,
        pincode: data.address.pincode ?? undefined,
        employmentType: data.financeBasicInfo.employmentType ?? undefined,
        salaryMode: data.financeBasicInfo.salaryMode ?? undefined,
        experienceYears: months === null ? undefined : String(Math.floor(months / 12)),
        experienceMonths: months === null ? undefined : String(months % 12),
        netMonthlyIncome: income === null ? undefined : String(income / PAISE_PER_RUPEE),
      }}
    />
  );
}

export function ProductsRoute() {
  const brand = useBrand();
  const navigate = useNavigate();
  const status = useUserStatus();
  const products = useEligibleProducts();
  const allow = useAllowNewApplication();
  if (products.isError || allow.isError || status.isError) return <LoadFailure />;
  if (!products.data || !allow.data || !status.data) return <RouteLoader />;
  // Before the basic eligibility answers there is no verdict yet: ask them, not 'Not Eligible!'.
  if (status.data.userStatus.eligibility === null)
    return <Navigate to={brand.path('/loan-application')} replace />;
  return (
    <ProductsPage
      products={products.data.product_specs}
      allowNewApplication={allow.data.isAllowNewApplication}
      onChoose={(product) => {
        sessionStorage.setItem(productKey, product.productCode);
        void navigate(brand.path(`/loan-application/form?productCode=${product.productCode}`));
      }}
    />
  );
}

export function useProductCode(): string {
  const [params] = useSearchParams();
  return params.get('productCode') ?? sessionStorage.getItem(productKey) ?? '';
}

/**
 * A screen of the form opened without a product (a bookmark, a link from another tab, a new
 * session) leads to the products to choose one, instead of failing.
 */
export function ChooseProductFirst() {
  return <Navigate to={useBrand().path('/loan-application/product')} replace />;
}

export function RequiredFieldsRoute() {
  const productCode = useProductCode();
  const fields = useApplicationFields(productCode);
  if (productCode === '') return <ChooseProductFirst />;
  if (fields.isError) return <LoadFailure />;
  if (!fields.data) return <RouteLoader />;
  return <RequiredFieldsPage fields={fields.data} />;
}

/** One category's form; Continue saves and opens the next incomplete category, or the checklist after the last. */
export function CategoryRoute() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const productCode = useProductCode();
  const [params] = useSearchParams();
  const category = params.get('category') as FieldCategory | null;
  const fields = useApplicationFields(productCode);
  if (productCode === '') return <ChooseProductFirst />;
  if (fields.isError) return <LoadFailure />;
  if (!fields.data) return <RouteLoader />;
  const required = category ? fields.data.required_fields[category] : undefined;
  if (!category || !required) return <LoadFailure />;
  const order = checklist(fields.data, serverToday());
  const next = order
    .slice(order.findIndex((item) => item.category === category) + 1)
    .find((item) => !item.complete);
  const title = t(`loanApplication.categories.${category}`);
  const goOn = () =>
    void navigate(
      brand.path(
        next
          ? `/loan-application/application-field/user-form?productCode=${productCode}&category=${next.category}`
          : `/loan-application/application-field?productCode=${productCode}`,
      ),
    );
  if (category === 'DOCUMENT_UPLOAD') {
    const here = `/loan-application/application-field/user-form?productCode=${productCode}&category=${category}`;
    return (
      <Page title={title}>
        <DocumentsStep
          userId={readUserId() ?? ''}
          needs={documentNeeds(required, fields.data.optional_fields[category] ?? [])}
          kycHref={brand.path(
            `/loan-application/kyc?productCode=${productCode}&returnTo=${encodeURIComponent(here)}`,
          )}
          onContinue={goOn}
        />
      </Page>
    );
  }
  if (category === 'KYC')
    return (
      <Page title={title}>
        <KycChooser query={`productCode=${productCode}&invoker=LOAN_APPLICATION`} />
      </Page>
    );
  return (
    <Page title={title}>
      <CategoryForm
        key={category}
        title={title}
        fields={required}
        optionalFields={fields.data.optional_fields[category] ?? []}
        onSaved={goOn}
      />
    </Page>
  );
}

export default LoanApplicationLayout;
