import type { UserLoan } from '@kredo/contract/loans';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../../lib/brand-context';
import { useTranslation } from '../../../../lib/i18n';
import { generateNoc } from '../../api/generate-noc';
import { creditLineState, offersNoc } from '../../lib/credit-line';
import { DocumentDownload } from '../details/document-download';
import '../../texts';

const action = { flex: 1, minHeight: 48 } as const;

/**
 * What the borrower can do with the line (spec 001 §2.10): Repay and Withdraw while it is active;
 * Repay alone once it has expired (what is owed is still paid); once closed, 'Download Noc' from
 * the lender that offers it (the term loans' download: pending, then a modal), else 'Contact
 * customer support'. Repay opens the repayment screen as a term loan's Pay does.
 */
export function LineActions({ line }: { line: UserLoan }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const loanId = encodeURIComponent(line.loan_id);
  const state = creditLineState(line);

  if (state === 'closed')
    return offersNoc(line) ? (
      <DocumentDownload
        label={t('loans.creditLine.downloadNoc')}
        doneText={t('loans.creditLine.nocDone')}
        fetchDocument={() => generateNoc(line.loan_id)}
      />
    ) : (
      <Button variant="outlined" href={`mailto:${brand.partner.supportEmail}`} sx={{ minHeight: 44 }}>
        {t('loans.creditLine.contactSupport')}
      </Button>
    );

  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Button
        component={RouterLink}
        to={`${brand.path('/repayment')}?loan_id=${loanId}`}
        variant={state === 'active' ? 'outlined' : 'contained'}
        sx={action}
      >
        {t('loans.creditLine.repay')}
      </Button>
      {state === 'active' && (
        <Button
          component={RouterLink}
          to={`${brand.path('/loans/rloc-details/withdraw')}?loan_id=${loanId}`}
          variant="contained"
          sx={action}
        >
          {t('loans.creditLine.withdraw')}
        </Button>
      )}
    </Box>
  );
}
