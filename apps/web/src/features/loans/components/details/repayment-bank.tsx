import type { UserLoan } from '@kredo/contract/loans';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FactsTable } from '../../../../components/facts-table';
import { useTranslation } from '../../../../lib/i18n';
import '../../texts';

type RepaymentAccount = NonNullable<
  UserLoan['state']['loan_detail']['loanDetail']['repaymentAccountDetails']
>;

/** Where a borrower can transfer an EMI themselves: the lender's repayment account (spec 001 §3). */
export function RepaymentBank({ account }: { account: RepaymentAccount }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.125rem' }}>
        {t('loans.details.repaymentBank.title')}
      </Typography>
      <FactsTable
        label={t('loans.details.repaymentBank.title')}
        rows={[
          [t('loans.details.repaymentBank.beneficiary'), account.beneficiaryName],
          [t('loans.details.repaymentBank.bank'), account.bankName],
          [t('loans.details.repaymentBank.accountNumber'), account.bankAccountNumber],
          [t('loans.details.repaymentBank.ifsc'), account.ifscCode],
          [
            t('loans.details.repaymentBank.accountType'),
            t(`loans.details.repaymentBank.types.${account.bankAccountType}`),
          ],
        ]}
      />
    </Box>
  );
}
