import type { BureauData } from '@kredo/contract/credit-report';
import { formatMoney, paise } from '@kredo/domain/money';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FactsTable } from '../../../components/facts-table';
import { useTranslation } from '../../../lib/i18n';
import '../texts';

/** The credit bureau's block (spec 002 §2): the bureau's score and its accounts, amounts in rupees en-IN. */
export function BureauBlock({ bureau }: { bureau: BureauData }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t('creditReport.bureau.title');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <FactsTable
        label={title}
        rows={[
          [t('creditReport.bureau.score'), String(bureau.experian_score)],
          [t('creditReport.bureau.accounts'), String(bureau.accounts_n)],
          [t('creditReport.bureau.activeAccounts'), String(bureau.accounts_open_n)],
          [t('creditReport.bureau.outstanding'), formatMoney(paise(bureau.total_outstanding_balance))],
          [t('creditReport.bureau.accountsWithEmi'), String(bureau.accounts_outstanding_n)],
        ]}
      />
    </Paper>
  );
}
