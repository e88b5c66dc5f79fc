import { applicationStatuses, type ApplicationStatus } from '@kredo/domain/application-lifecycle';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';

import { errorText } from '../../../lib/api-error';
import { text } from '../../../text';
import { useQueue } from '../api/get-queue';
import { QueueTable } from './queue-table';

const ageChoices = [0, 4, 24, 72, 168] as const;
const allTab = 'ALL';

function readStatus(value: string | null): ApplicationStatus | undefined {
  return applicationStatuses.find((status) => status === value);
}

type QueuePageProps = { applicationHref: (applicationId: string) => string };

/** The queue: a tab per status with its count, an age filter, and the oldest waiting first. */
export function QueuePage({ applicationHref }: QueuePageProps) {
  // The filter is in the address, so coming back from an application keeps it.
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get('status'));
  const olderThanHours = Number(search.get('olderThan')) || undefined;
  const queue = useQueue({ status, olderThanHours });
  const counts = queue.data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs = applicationStatuses.filter((each) => (counts[each] ?? 0) > 0 || each === status);

  const update = (key: string, value: string | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {text.queue.title}
        </Typography>
        <TextField
          select
          size="small"
          label={text.queue.age}
          value={String(olderThanHours ?? 0)}
          onChange={(event) =>
            update('olderThan', event.target.value === '0' ? undefined : event.target.value)
          }
          sx={{ minWidth: 140 }}
        >
          {ageChoices.map((hours) => (
            <MenuItem key={hours} value={String(hours)}>
              {hours === 0 ? text.queue.anyAge : text.queue.olderThan(hours)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Tabs
        value={status ?? allTab}
        onChange={(_event, value: string) => update('status', value === allTab ? undefined : value)}
        aria-label={text.queue.tabsLabel}
        variant="scrollable"
      >
        <Tab value={allTab} label={`${text.queue.all} (${total})`} />
        {tabs.map((each) => (
          <Tab key={each} value={each} label={`${each} (${counts[each] ?? 0})`} />
        ))}
      </Tabs>
      {queue.isFetching && <LinearProgress aria-label={text.loading} />}
      {queue.isError && <Alert severity="error">{errorText(queue.error)}</Alert>}
      {queue.data && <QueueTable items={queue.data.items} applicationHref={applicationHref} />}
    </Stack>
  );
}
