import type { PaBankAccount } from '@kredo/contract/consent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { byLatestVerified, type Purpose } from '../lib/bank-accounts';
import '../texts';

const chipColour = { VERIFIED: 'success', PENDING: 'info', FAILED: 'error' } as const;

/**
 * The borrower's accounts (spec 001 §3 'Bank account'): the most recently verified first, each
 * masked to its last three digits, with what it is used for and where its verification stands.
 */
export function ExistingAccounts({ accounts }: { accounts: readonly PaBankAccount[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (accounts.length === 0) return null;
  return (
    <div>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('paForm.bank.yourAccounts')}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {byLatestVerified(accounts).map((account) => (
          <ListItem key={account.id} disableGutters>
            <ListItemText
              primary={t('paForm.bank.accountLine', {
                bank: account.bankName ?? account.ifsc,
                number: account.accountNumberMasked,
              })}
              secondary={`${t(`paForm.bank.purposes.${account.purposeType as Purpose}`)} · ${account.ifsc}`}
            />
            <Chip
              size="small"
              variant="outlined"
              color={chipColour[account.verification]}
              label={t(`paForm.bank.verification.${account.verification}`)}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
