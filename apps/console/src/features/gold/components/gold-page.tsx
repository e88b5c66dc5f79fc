import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { text } from '../../../text';
import { goldTabs, readGoldTab } from '../lib/gold-labels';
import { OrdersSection } from './orders-section';
import { PayoutsSection } from './payouts-section';
import { ReconciliationSection } from './reconciliation-section';

const sections = { orders: OrdersSection, payouts: PayoutsSection, reconciliation: ReconciliationSection };

/**
 * Operations' digital gold: the orders (those awaiting the vendor first), the refunds and sale
 * payouts, and the reconciliation of the vendor's book with ours.
 */
export function GoldPage() {
  // The tab is in the address, so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const tab = readGoldTab(search.get('tab'));
  const Section = sections[tab];
  const texts = text.gold;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setSearch({ tab: value })}
        aria-label={texts.tabsLabel}
      >
        {goldTabs.map((each) => (
          <Tab key={each} value={each} label={texts.tabs[each]} />
        ))}
      </Tabs>
      <Section />
    </Stack>
  );
}
