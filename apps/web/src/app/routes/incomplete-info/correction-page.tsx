import type { IncompleteInfoScreen } from '@kredo/domain/incomplete-info';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useOutstanding } from '../../../features/incomplete-info/api/use-outstanding';
import { useTranslation } from '../../../lib/i18n';
import '../../../features/incomplete-info/texts';

type CorrectionPageProps = {
  screen: IncompleteInfoScreen;
  /** Why the screen is asked for (spec 000 §8), above everything else. */
  reason: string;
  children: ReactNode;
};

/**
 * The frame of a correction screen that reuses another area: its title, the reason it is asked
 * for, and nothing else until the outstanding items are known (the screen settles those).
 */
export function CorrectionPage({ screen, reason, children }: CorrectionPageProps) {
  const { t } = useTranslation();
  const outstanding = useOutstanding();
  return (
    <Page title={t(`incompleteInfo.titles.${screen}`)}>
      <Alert severity="warning">{reason}</Alert>
      {outstanding.isError ? (
        <Alert severity="error">{t('incompleteInfoFlows.loadFailure')}</Alert>
      ) : outstanding.isLoading ? (
        <RouteLoader />
      ) : (
        children
      )}
    </Page>
  );
}
