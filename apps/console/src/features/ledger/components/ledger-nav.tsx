import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

import { text } from '../../../text';
import type { LedgerHrefs } from '../lib/ledger-hrefs';

type LedgerNavProps = {
  hrefs: LedgerHrefs;
  current: 'trialBalance' | 'balanceSheet' | 'journal' | 'account';
};

/**
 * The ledger's ways in: the trial balance, the balance sheet, a day's journal and the statement of
 * a subject's accounts (a loan's statement also opens from a line).
 */
export function LedgerNav({ hrefs, current }: LedgerNavProps) {
  return (
    <Tabs value={current} aria-label={text.ledger.sections} variant="scrollable" allowScrollButtonsMobile>
      <Tab
        value="trialBalance"
        label={text.ledger.trialBalanceTab}
        component={RouterLink}
        to={hrefs.trialBalance}
      />
      <Tab
        value="balanceSheet"
        label={text.ledger.balanceSheetTab}
        component={RouterLink}
        to={hrefs.balanceSheet}
      />
      <Tab value="journal" label={text.ledger.journalTab} component={RouterLink} to={hrefs.journal()} />
      <Tab
        value="account"
        label={text.ledger.accountTab}
        component={RouterLink}
        to={hrefs.accountStatement()}
      />
    </Tabs>
  );
}
