import Alert, { type AlertColor } from '@mui/material/Alert';
import type { LoanNotice } from '../../lib/loan-notices';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

const severities: Record<LoanNotice, AlertColor> = {
  closed: 'success',
  cancelled: 'info',
  matured: 'info',
  overdue: 'error',
};

/** What the loan as a whole needs said: closed (or cancelled in its cooling-off period), matured, overdue (spec 001 §4.9). */
export function LoanNotices({ notices }: { notices: readonly LoanNotice[] }) {
  const { t } = useTranslation();
  return notices.map((notice) => (
    <Alert key={notice} severity={severities[notice]} role="status">
      {t(`loans.details.notices.${notice}`)}
    </Alert>
  ));
}
