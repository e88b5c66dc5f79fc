import { kycInvokers, type KycInvoker } from '@kredo/contract/kyc';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { RouteLoader } from '../../components/route-loader';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { useKycModes } from '../../features/kyc/api/get-kyc-modes';
import { AppointmentPage } from '../../features/kyc/components/appointment-page';
import { DigilockerPage } from '../../features/kyc/components/digilocker-page';
import { KycOptions } from '../../features/kyc/components/kyc-options';
import { OkycPage } from '../../features/kyc/components/okyc-page';
import { ScanPage } from '../../features/kyc/components/scan-page';
import type { KycMode } from '../../features/kyc/lib/kyc-mode-labels';
import { brandedReturn, safeReturnTo } from '../../features/kyc/lib/return-to';
import { useDigilockerRoundTrip } from '../../features/kyc/lib/use-digilocker-round-trip';
import { useApplicationProfile } from '../../features/loan-application/api/application-profile';
import { applicationFieldsQueryOptions } from '../../features/loan-application/api/loan-products';
import { getUserStatusQueryOptions } from '../../lib/user-status';
import { useBrand } from '../../lib/brand-context';
import { useTranslation } from '../../lib/i18n';
import { useCatalogueText } from '../../lib/use-catalogue-text';
import { readUserId } from '../../lib/session';

const modePaths: Record<KycMode, string> = {
  OKYC: 'okyc',
  KYC_DIGI_LOCKER: 'digilocker',
  SCAN: 'scan',
  APPOINTMENT: 'appointment',
};

/** Every KYC link carries the product, whose KYC modes and checklist it is. */
function useProductCode(): string {
  const [params] = useSearchParams();
  return params.get('productCode') ?? '';
}

function LoadFailure() {
  const { t } = useTranslation();
  return <Alert severity="error">{t('messages.somethingWentWrongBang')}</Alert>;
}

/**
 * What every KYC screen carries in its query: the product, who invoked KYC and where to go back
 * to; and the way back once KYC is done, with the checklist and the form's progress refreshed
 * so the KYC category shows complete.
 */
function useKycJourney() {
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const productCode = useProductCode();
  const userId = readUserId() ?? '';
  const invoker: KycInvoker =
    kycInvokers.find((known) => known === params.get('invoker')) ?? 'LOAN_APPLICATION';
  const returnTo =
    safeReturnTo(params.get('returnTo')) ??
    (productCode ? `/loan-application/application-field?productCode=${productCode}` : undefined);
  const carried = new URLSearchParams({
    ...(productCode ? { productCode } : {}),
    invoker,
    ...(returnTo ? { returnTo } : {}),
  }).toString();

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationFieldsQueryOptions(productCode).queryKey }),
        queryClient.invalidateQueries({ queryKey: getUserStatusQueryOptions(userId).queryKey }),
      ]),
    [queryClient, productCode, userId],
  );
  const finish = useCallback(async () => {
    await refresh();
    if (returnTo) void navigate(brandedReturn(returnTo, brand.segment, brand.path));
    else void navigate(-1);
  }, [refresh, returnTo, navigate, brand]);

  return { brand, userId, invoker, returnTo, carried, refresh, finish };
}

/** The KYC option chooser, built from the product's KYC modes (spec 000 §2.4). */
export function KycChooser({ query }: { query?: string }) {
  const productCode = useProductCode();
  const journey = useKycJourney();
  const modes = useKycModes(productCode);
  if (productCode === '') return <Navigate to={journey.brand.path('/loan-application/product')} replace />;
  if (modes.isError) return <LoadFailure />;
  if (!modes.data) return <RouteLoader />;
  return (
    <KycOptions
      modes={modes.data.kycModes.map((entry) => entry.mode)}
      hrefOf={(mode) =>
        journey.brand.path(`/loan-application/kyc/${modePaths[mode]}?${query ?? journey.carried}`)
      }
    />
  );
}

export function KycChooserRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('kyc.title')}>
      <KycChooser />
    </Page>
  );
}

export function OkycRoute() {
  const journey = useKycJourney();
  const showSnackbar = useSnackbar();
  const catalogueText = useCatalogueText();
  return (
    <OkycPage
      userId={journey.userId}
      invoker={journey.invoker}
      onVerified={(result) => {
        showSnackbar({ severity: 'success', text: catalogueText(result.message) });
        void journey.finish();
      }}
    />
  );
}

export function DigilockerRoute() {
  const journey = useKycJourney();
  const { userId, invoker, returnTo, brand, refresh } = journey;
  const roundTrip = useDigilockerRoundTrip(brand.path('/loan-application/kyc/digilocker'), {
    userId,
    invoker,
    returnTo,
  });
  const onVerified = useCallback(() => void refresh(), [refresh]);
  return (
    <DigilockerPage
      userId={userId}
      invoker={invoker}
      {...roundTrip}
      onVerified={onVerified}
      onContinue={() => void journey.finish()}
    />
  );
}

export function ScanRoute() {
  const { t } = useTranslation();
  const journey = useKycJourney();
  const showSnackbar = useSnackbar();
  return (
    <ScanPage
      userId={journey.userId}
      onUploaded={() => {
        showSnackbar({ severity: 'success', text: t('messages.kycUpdated') });
        void journey.finish();
      }}
    />
  );
}

export function AppointmentRoute() {
  const journey = useKycJourney();
  const profile = useApplicationProfile();
  if (profile.isPending) return <RouteLoader />;
  const address = profile.data?.profileData.address;
  return (
    <AppointmentPage
      userId={journey.userId}
      defaultAddress={
        address &&
        Object.fromEntries(
          (['house', 'street', 'locality', 'landmark', 'pincode'] as const).map((key) => [
            key,
            address[key] ?? '',
          ]),
        )
      }
    />
  );
}

export default KycChooserRoute;
