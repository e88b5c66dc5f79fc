import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { RefreshIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { RouteLoader } from '../../../components/route-loader';
import { outboxRefreshMs, useOutbox } from '../api/get-outbox';
import { DevRouteError } from './dev-route-error';
import { OutboxList } from './outbox-list';
import '../texts';

/** How a tester reads an OTP: every SMS, WhatsApp and e-mail the sandbox "sent". */
export function OutboxPage() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const outbox = useOutbox(to);

  return (
    <Page title={t('dev.outbox.title')}>
      <Typography sx={{ mb: 2 }}>{t('dev.outbox.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          label={t('dev.outbox.filterLabel')}
          helperText={t('dev.outbox.filterHelp')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {t('dev.outbox.refresh')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('dev.outbox.autoRefresh', { seconds: outboxRefreshMs / 1000 })}
      </Typography>
      {outbox.isPending && <RouteLoader />}
      {outbox.isError && <DevRouteError error={outbox.error} sandboxOnlyText={t('dev.outbox.sandboxOnly')} />}
      {outbox.data?.length === 0 && <Typography>{t('dev.outbox.empty')}</Typography>}
      {outbox.data && outbox.data.length > 0 && <OutboxList messages={outbox.data} />}
    </Page>
  );
}
