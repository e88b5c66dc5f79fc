import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useTranslation } from '../../../lib/i18n';
import { latestApplicationQueryOptions } from '../../../lib/latest-application';
import { useCatalogueText } from '../../../lib/use-catalogue-text';
import { getUserStatusQueryOptions } from '../../../lib/user-status';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { useConsentOutlet } from '../lib/consent-outlet';
import '../texts';

/**
 * 'Cancel this loan': an accepted offer may be taken back until the payout, at no charge. The
 * borrower confirms in a dialog; once withdrawn, home shows the cancelled application. When the
 * server refuses (the loan was paid out meanwhile), its message shows here.
 */
export function WithdrawOffer() {
  const { t } = useTranslation();
  const catalogueText = useCatalogueText();
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { opportunity, userId } = useConsentOutlet();
  const withdraw = useWithdrawOffer();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  // After the answer, until home is reached, the question stays busy: a second press would be
  // refused as the offer is already withdrawn.
  const [leaving, setLeaving] = useState(false);
  const busy = withdraw.isPending || leaving;

  const keep = () => {
    if (!busy) setOpen(false);
  };

  async function confirm() {
    try {
      await withdraw.mutateAsync({ opportunityId: opportunity.id });
    } catch {
      setOpen(false); // the reason shows beside the action
      return;
    }
    setLeaving(true);
    // Home routes by the status: it must read the cancelled application, not the offer.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getUserStatusQueryOptions(userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: latestApplicationQueryOptions.queryKey }),
    ]);
    // Read again on the next visit; refetching now would move this area under the borrower.
    void queryClient.invalidateQueries({ queryKey: ['consent'], refetchType: 'none' });
    void navigate(brand.path('/'), { replace: true, state: { fromConsent: true } });
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {withdraw.error && <Alert severity="error">{catalogueText(withdraw.error.message)}</Alert>}
      <Button
        variant="text"
        color="inherit"
        size="small"
        sx={{ alignSelf: 'center' }}
        onClick={() => {
          withdraw.reset();
          setOpen(true);
        }}
      >
        {t('consent.withdraw.action')}
      </Button>
      <Dialog open={open} onClose={keep} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('consent.withdraw.question')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('consent.withdraw.noCharge')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={() => void confirm()} loading={busy}>
            {t('consent.withdraw.confirm')}
          </Button>
          <Button variant="contained" onClick={keep} disabled={busy} autoFocus>
            {t('consent.withdraw.keep')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
