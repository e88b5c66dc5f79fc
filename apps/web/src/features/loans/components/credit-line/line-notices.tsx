import type { UserLoan } from '@kredo/contract/loans';
import type { IsoDate } from '@kredo/domain/calendar-date';
import Alert from '@mui/material/Alert';
import { formatCalendarDate } from '../../../../lib/format-calendar-date';
import { useTranslation } from '../../../../lib/i18n';
import { creditLineState, expiryNotice } from '../../lib/credit-line';
import '../../texts';

/**
 * What the details say of the line as a whole (spec 001 §4.9): closed and all dues paid; 'Your
 * loan is matured' once expired and not closed; its last day when that is near.
 */
export function LineNotices({ line, today }: { line: UserLoan; today: IsoDate }) {
  const { t } = useTranslation();
  if (creditLineState(line) === 'closed')
    return (
      <Alert severity="success" role="status">
        {t('loans.details.notices.closed')}
      </Alert>
    );
  const notice = expiryNotice(line, today);
  if (!notice) return null;
  return (
    <Alert severity={notice.kind === 'matured' ? 'info' : 'warning'} role="status">
      {notice.kind === 'matured'
        ? t('loans.details.notices.matured')
        : t('loans.creditLine.expiresSoon', { date: formatCalendarDate(notice.on) })}
    </Alert>
  );
}
