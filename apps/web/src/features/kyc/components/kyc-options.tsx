import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { KycMode } from '../lib/kyc-mode-labels';
import '../texts';

type KycOptionsProps = {
  modes: readonly KycMode[];
  /** The address of each mode's screen. */
  hrefOf: (mode: KycMode) => string;
};

/** The KYC option chooser (spec 000 §2.4): one entry per mode the product offers. */
export function KycOptions({ modes, hrefOf }: KycOptionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography>{t('kyc.options.intro')}</Typography>
      <List aria-label={t('kyc.options.label')}>
        {modes.map((mode) => (
          <ListItem key={mode} disablePadding>
            <ListItemButton component={RouterLink} to={hrefOf(mode)}>
              <ListItemText
                primary={t(`kyc.modes.${mode}.title`)}
                secondary={t(`kyc.modes.${mode}.detail`)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
