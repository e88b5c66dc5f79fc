import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

import { text } from '../../../text';
import type { LedgerHrefs } from '../lib/ledger-hrefs';

type LedgerNavProps = { hrefs: LedgerHrefs; current: 'trialBalance' | 'journal' };

/** The ledger's two ways in: the trial balance and a day's journal (a loan's statement opens from a line). */
export function LedgerNav({ hrefs, current }: LedgerNavProps) {
  return (
    <Tabs value={current} aria-label={text.ledger.sections}>
      <Tab
        value="trialBalance"
        label={text.ledger.trialBalanceTab}
        component={RouterLink}
        to={hrefs.trialBalance}
      />
      <Tab value="journal" label={text.ledger.journalTab} component={RouterLink} to={hrefs.journal()} />
    </Tabs>
  );
}
