import type { SaveProfileBody } from '@kredo/contract/application-profile';
import type { IncompleteInfoScreen } from '@kredo/domain/incomplete-info';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Page } from '../../components/page';
import { RouteLoader } from '../../components/route-loader';
import { useLatestApplication } from '../../lib/latest-application';
import { useChangeLoanRequirement } from '../../features/incomplete-info/api/latest-application';
import { useOutstanding } from '../../features/incomplete-info/api/use-outstanding';
import { BankDetailsForm } from '../../features/incomplete-info/components/bank-details-form';
import { LoanRequestForm, loanRequestOf } from '../../features/incomplete-info/components/loan-request-form';
import { OutstandingList } from '../../features/incomplete-info/components/outstanding-list';
import { ResidenceAddressForm } from '../../features/incomplete-info/components/residence-address-form';
import { ReferencesCorrectionForm } from '../../features/incomplete-info/components/references-correction-form';
import { WorkDetailsForm } from '../../features/incomplete-info/components/work-details-form';
import { useFinishCorrection } from '../../features/incomplete-info/lib/use-finish-correction';
import {
  useApplicationProfile,
  useSaveProfile,
} from '../../features/loan-application/api/application-profile';
import { useLoanBoundary } from '../../features/loan-application/api/loan-products';
import { useTranslation } from '../../lib/i18n';
import { serverToday } from '../../lib/server-today';
import '../../features/incomplete-info/texts';

/** `#/incomplete-info`: what the latest application still waits for (spec 000 §2.5). */
export default function IncompleteInfoRoute() {
  return <OutstandingList />;
}

/**
 * What every form correction screen needs: the application profile, the screen's outstanding
 * sub-statuses, and a save that goes through the application form's profile call and then settles
 * the screen.
 */
function useFormCorrection(screen: IncompleteInfoScreen) {
  const outstanding = useOutstanding();
  const profile = useApplicationProfile();
  const saveProfile = useSaveProfile();
  const { finish, isPending } = useFinishCorrection(screen);
  const save = async (body: SaveProfileBody) => {
    await saveProfile.mutateAsync(body);
    await finish();
  };
  return {
    profile: profile.data?.profileData,
    failed: profile.isError || outstanding.isError,
    loading: profile.isPending || outstanding.isLoading,
    subStatuses: outstanding.screens.find((entry) => entry.screen === screen)?.subStatuses ?? [],
    save,
    busy: isPending,
  };
}

function CorrectionPage({
  screen,
  state,
  children,
}: {
  screen: IncompleteInfoScreen;
  state: { failed: boolean; loading: boolean };
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t(`incompleteInfo.titles.${screen}`)}>
      {state.failed ? (
        <Alert severity="error">{t('incompleteInfo.loadFailure')}</Alert>
      ) : state.loading ? (
        <RouteLoader />
      ) : (
        children()
      )}
    </Page>
  );
}

export function WorkDetailsRoute() {
  const correction = useFormCorrection('work-details');
  const { profile } = correction;
  return (
    <CorrectionPage screen="work-details" state={correction}>
      {() =>
        profile && (
          <WorkDetailsForm
            profile={profile}
            subStatuses={correction.subStatuses}
            today={serverToday()}
            save={correction.save}
            busy={correction.busy}
          />
        )
      }
    </CorrectionPage>
  );
}

export function ReferencesRoute() {
  const correction = useFormCorrection('references');
  const { profile } = correction;
  return (
    <CorrectionPage screen="references" state={correction}>
      {() =>
        profile && (
          <ReferencesCorrectionForm profile={profile} save={correction.save} busy={correction.busy} />
        )
      }
    </CorrectionPage>
  );
}

export function BankDetailsRoute() {
  const correction = useFormCorrection('bank-details');
  const { profile } = correction;
  return (
    <CorrectionPage screen="bank-details" state={correction}>
      {() =>
        profile && (
          <BankDetailsForm
            profile={profile}
            subStatuses={correction.subStatuses}
            save={correction.save}
            busy={correction.busy}
          />
        )
      }
    </CorrectionPage>
  );
}

export function ResidenceAddressRoute() {
  const correction = useFormCorrection('residence-address');
  const { profile } = correction;
  return (
    <CorrectionPage screen="residence-address" state={correction}>
      {() =>
        profile && (
          <ResidenceAddressForm
            profile={profile}
            subStatuses={correction.subStatuses}
            today={serverToday()}
            save={correction.save}
            busy={correction.busy}
          />
        )
      }
    </CorrectionPage>
  );
}

export function LoanRequestRoute() {
  const correction = useFormCorrection('loan-request');
  const latest = useLatestApplication();
  const application = latest.data?.application ?? undefined;
  const boundary = useLoanBoundary(application?.productCode ?? '');
  const change = useChangeLoanRequirement();
  const { profile } = correction;
  const state = {
    failed: correction.failed || latest.isError || boundary.isError || latest.data?.application === null,
    loading: correction.loading || latest.isPending || boundary.isPending,
  };
  return (
    <CorrectionPage screen="loan-request" state={state}>
      {() =>
        profile &&
        application &&
        boundary.data && (
          <LoanRequestForm
            profile={profile}
            application={application}
            boundary={boundary.data}
            busy={correction.busy}
            submit={async (requirement, values) => {
              // The application's own request first: it is what underwriting reads.
              await change.mutateAsync(requirement);
              await correction.save({ profileData: { loanRequest: loanRequestOf(values) } });
            }}
          />
        )
      }
    </CorrectionPage>
  );
}
