import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { shareText } from '../../../lib/android-bridge';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { readUserId } from '../../../lib/session';
import { useShortLink } from '../api/create-short-link';
import { copyText } from '../lib/copy-text';
import { longLinkOf } from '../lib/long-link';
import '../texts';

/**
 * The borrower's short link and its button (spec 002 §4: copy on the web, share on Android).
 * Copied, it says 'Refer Link Copied!'; a shell that cannot share has the link copied instead.
 */
export function ReferralLinkCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  const showSnackbar = useSnackbar();
  const link = useShortLink(longLinkOf(brand, readUserId() ?? ''));
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copyOrShare(shortLink: string) {
    if (brand.isNative && shareText(shortLink)) return;
    if (await copyText(shortLink, field.current)) setCopied(true);
    else showSnackbar({ severity: 'warning', text: t('referral.copyFailed') });
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {link.isPending && <LinearProgress aria-label={t('referral.making')} />}
      {link.isError && (
        <>
          <ErrorMessage error={link.error} />
          <Button variant="outlined" size="large" onClick={() => void link.refetch()}>
            {t('referral.tryAgain')}
          </Button>
        </>
      )}
      {link.data && (
        <>
          <TextField
            label={t('referral.linkLabel')}
            value={link.data.shortLink}
            inputRef={field}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          />
          <Button variant="contained" size="large" onClick={() => void copyOrShare(link.data.shortLink)}>
            {brand.isNative ? t('referral.shareLink') : t('referral.copyLink')}
          </Button>
          {copied && (
            <Typography role="status" color="success.main" sx={{ fontWeight: 600 }}>
              {t('referral.copied')}
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}
