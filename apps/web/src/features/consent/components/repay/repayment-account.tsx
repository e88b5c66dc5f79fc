import type { DocumentCollectionModes } from '@kredo/contract/mandates';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

/** The account the mandate is for: its bank (or IFSC when the bank is not known) and last 3 digits. */
export function RepaymentAccount({ account }: { account: DocumentCollectionModes['account'] }) {
  const { t } = useTranslation();
  return (
    <Typography>
      {t('consent.repay.account')}:{' '}
      <strong>
        {t('consent.repay.accountValue', {
          bank: account.bankName ?? account.ifsc,
          number: account.accountNumberMasked,
        })}
      </strong>
    </Typography>
  );
}
