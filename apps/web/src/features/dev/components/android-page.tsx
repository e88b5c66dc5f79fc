import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Page } from '../../../components/page';
import { androidApiThresholds, androidApiVersion } from '../../../lib/android-bridge';
import { androidBridgeEvent, androidDevKeys } from '../../../lib/android-bridge-simulator';
import { useTranslation } from '../../../lib/i18n';
import { browserStore } from '../../../lib/storage';
import '../texts';

/** The versions worth testing: none, and each threshold of spec 000 §6 with the one below it. */
const versions = [
  0,
  ...Object.values(androidApiThresholds).flatMap((threshold) => [threshold - 1, threshold]),
].filter((version, index, all) => all.indexOf(version) === index);

/**
 * The dev switch (sandbox and development): makes this browser act as the Android shell at a
 * chosen API version, with the session token it hands over, and lists the native calls the app
 * makes. Reload the app after changing it.
 */
export function AndroidPage() {
  const { t } = useTranslation();
  const store = browserStore();
  const [version, setVersion] = useState(() => Number(store.getItem(androidDevKeys.apiVersion) ?? 0));
  const [token, setToken] = useState(() => store.getItem(androidDevKeys.token) ?? '');
  const [calls, setCalls] = useState<string[]>([]);

  useEffect(() => {
    const onCall = (event: Event) =>
      setCalls((seen) => [...seen, (event as CustomEvent<{ call: string }>).detail.call]);
    window.addEventListener(androidBridgeEvent, onCall);
    return () => window.removeEventListener(androidBridgeEvent, onCall);
  }, []);

  function save() {
    if (version > 0) store.setItem(androidDevKeys.apiVersion, String(version));
    else store.removeItem(androidDevKeys.apiVersion);
    if (token.trim()) store.setItem(androidDevKeys.token, token.trim());
    else store.removeItem(androidDevKeys.token);
    window.location.reload();
  }

  return (
    <Page title={t('dev.android.title')}>
      <Typography>{t('dev.android.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography data-testid="android-current">
          {t('dev.android.current', { version: androidApiVersion() || t('dev.android.none') })}
        </Typography>
        <TextField
          select
          label={t('dev.android.version')}
          value={version}
          onChange={(event) => setVersion(Number(event.target.value))}
        >
          {versions.map((value) => (
            <MenuItem key={value} value={value}>
              {value === 0 ? t('dev.android.none') : value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('dev.android.token')}
          helperText={t('dev.android.tokenHelp')}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          multiline
          minRows={2}
        />
        <Box>
          <Button variant="contained" onClick={save}>
            {t('dev.android.save')}
          </Button>
        </Box>
      </Paper>
      <Typography variant="h2">{t('dev.android.calls')}</Typography>
      {calls.length === 0 ? (
        <Typography>{t('dev.android.noCalls')}</Typography>
      ) : (
        <Box component="ol" data-testid="android-calls">
          {calls.map((call, index) => (
            <li key={index}>{call}</li>
          ))}
        </Box>
      )}
    </Page>
  );
}
