import type { IncompleteInfoSubStatus } from '@kredo/domain/incomplete-info';
import Alert from '@mui/material/Alert';
import { incompleteInfo } from '../../../locales/en/incomplete-info';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

type Reason = keyof typeof incompleteInfo.reasons;
const isReason = (subStatus: string): subStatus is Reason => Object.hasOwn(incompleteInfo.reasons, subStatus);

/** Why the screen is asked for (spec 000 §8): one line per outstanding item that has a message. */
export function ReasonsAlert({ subStatuses }: { subStatuses: readonly IncompleteInfoSubStatus[] }) {
  const { t } = useTranslation();
  const reasons = subStatuses.filter(isReason);
  if (reasons.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="correction-reasons">
      {reasons.map((reason) => (
        <div key={reason}>{t(`incompleteInfo.reasons.${reason}`)}</div>
      ))}
    </Alert>
  );
}
