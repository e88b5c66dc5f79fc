import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorMessage } from '../../../components/error-message';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { useTranslation } from '../../../lib/i18n';
import { useUserLoans } from '../../../lib/user-loans';
import '../texts';

/**
 * The loans list (spec 001 §2.10), reached at /loans and /repaymentinfo: the borrower's loans,
 * or 'You have no loans currently!' while they have none.
 */
export function LoansPage() {
  const { t } = useTranslation();
  const loans = useUserLoans();

  function body() {
    if (loans.isPending) return <RouteLoader />;
    if (loans.isError) return <ErrorMessage error={loans.error} />;
    if (loans.data.loans.length === 0) return <Typography>{t('home.loans.empty')}</Typography>;
    return (
      <Paper variant="outlined">
        <List disablePadding aria-label={t('home.myLoans')}>
          {loans.data.loans.map((loan) => (
            <ListItem key={loan.loan_id} divider>
              <ListItemText
                primary={loan.lender_info.name}
                secondary={t(`home.loans.statuses.${loan.state.loan_detail.loanDetail.status}`)}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }

  return <Page title={t('home.myLoans')}>{body()}</Page>;
}
