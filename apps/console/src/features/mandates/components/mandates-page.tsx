import { mandateQueueViews, type MandateQueueView } from '@kredo/contract/mandates';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useMandateQueue } from '../api/get-mandate-queue';
import { MandateQueueTable } from './mandate-queue-table';

function readView(value: string | null): MandateQueueView {
  return mandateQueueViews.find((view) => view === value) ?? 'scans';
}

type MandatesPageProps = { mandateHref: (mandateId: string) => string };

/** The operations' mandate queue: a tab per view with its count, and the view's mandates. */
export function MandatesPage({ mandateHref }: MandatesPageProps) {
  // The view is in the address, so coming back from a mandate keeps it.
  const [search, setSearch] = useSearchParams();
  const view = readView(search.get('view'));
  const queue = useMandateQueue(view);
  const counts = queue.data?.counts;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {text.mandates.title}
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, value: MandateQueueView) => setSearch({ view: value })}
        aria-label={text.mandates.tabsLabel}
        variant="scrollable"
      >
        {mandateQueueViews.map((each) => (
          <Tab
            key={each}
            value={each}
            label={counts ? `${text.mandates.views[each]} (${counts[each] ?? 0})` : text.mandates.views[each]}
          />
        ))}
      </Tabs>
      {queue.isFetching && <LinearProgress aria-label={text.loading} />}
      {queue.isError && <Alert severity="error">{errorText(queue.error)}</Alert>}
      {queue.data && <MandateQueueTable items={queue.data.items} mandateHref={mandateHref} />}
    </Stack>
  );
}
