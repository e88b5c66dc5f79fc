import { disbursalQueueViews, type DisbursalQueueView } from '@kredo/contract/disbursals';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useDisbursalQueue } from '../api/get-disbursal-queue';
import { DisbursalQueueTable } from './disbursal-queue-table';
import { ReadyList } from './ready-list';

function readView(value: string | null): DisbursalQueueView {
  return disbursalQueueViews.find((view) => view === value) ?? 'ready';
}

type DisbursalsPageProps = { disbursalHref: (disbursalId: string) => string };

/**
 * Operations' disbursals, maker-checker: the loans ready to be proposed, then a tab per stage of
 * the disbursals (proposed and awaiting a checker, at the bank, failed, paid).
 */
export function DisbursalsPage({ disbursalHref }: DisbursalsPageProps) {
  // The view is in the address, so coming back from a disbursal keeps it.
  const [search, setSearch] = useSearchParams();
  const view = readView(search.get('view'));
  const queue = useDisbursalQueue(view);
  const data = queue.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.disbursals.title}
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, value: DisbursalQueueView) => setSearch({ view: value })}
        aria-label={text.disbursals.tabsLabel}
        variant="scrollable"
      >
        {disbursalQueueViews.map((each) => (
          <Tab key={each} value={each} label={text.disbursals.views[each]} />
        ))}
      </Tabs>
      {queue.isFetching && <LinearProgress aria-label={text.loading} />}
      {queue.isError && <Alert severity="error">{errorText(queue.error)}</Alert>}
      {data &&
        (view === 'ready' ? (
          <ReadyList items={data.ready} disbursalHref={disbursalHref} />
        ) : (
          <DisbursalQueueTable
            label={text.disbursals.views[view]}
            items={data.disbursals}
            disbursalHref={disbursalHref}
          />
        ))}
    </Stack>
  );
}
