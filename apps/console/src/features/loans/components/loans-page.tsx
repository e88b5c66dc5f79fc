import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useLoans } from '../api/get-loans';
import { loanListViews, readLoanListView, type LoanListView } from '../lib/loan-views';
import { LoansTable } from './loans-table';

type LoansPageProps = {
  loanHref: (loanId: string) => string;
  /** The loan-days the close of business could not close. */
  closeOfBusinessHref: string;
  /** The gateway payments held and the NACH debits not collected. */
  collectionExceptionsHref: string;
};

/** Operations' loans by stage: overdue (oldest first), NPA, open and closed. */
export function LoansPage({ loanHref, closeOfBusinessHref, collectionExceptionsHref }: LoansPageProps) {
  // The view is in the address, so coming back from a loan keeps it.
  const [search, setSearch] = useSearchParams();
  const view = readLoanListView(search.get('view'));
  const list = useLoans(view);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.loans.title}
      </Typography>
      <Stack direction="row" spacing={3}>
        <Link component={RouterLink} to={closeOfBusinessHref}>
          {text.closeOfBusiness.link}
        </Link>
        <Link component={RouterLink} to={collectionExceptionsHref}>
          {text.collectionExceptions.link}
        </Link>
      </Stack>
      <Tabs
        value={view}
        onChange={(_event, value: LoanListView) => setSearch({ view: value })}
        aria-label={text.loans.tabsLabel}
        variant="scrollable"
      >
        {loanListViews.map((each) => (
          <Tab key={each} value={each} label={text.loans.views[each]} />
        ))}
      </Tabs>
      {list.isFetching && <LinearProgress aria-label={text.loading} />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.data && <LoansTable label={text.loans.views[view]} loans={list.data.loans} loanHref={loanHref} />}
    </Stack>
  );
}
