import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { kycModeLabels, type KycMode } from '../lib/kyc-mode-labels';

type KycOptionsProps = {
  modes: readonly KycMode[];
  /** The address of each mode's screen. */
  hrefOf: (mode: KycMode) => string;
};

/** The KYC option chooser (spec 000 §2.4): one entry per mode the product offers. */
export function KycOptions({ modes, hrefOf }: KycOptionsProps) {
  return (
    <>
      <Typography>Choose how you would like to complete your KYC.</Typography>
      <List aria-label="KYC options">
        {modes.map((mode) => (
          <ListItem key={mode} disablePadding>
            <ListItemButton component={RouterLink} to={hrefOf(mode)}>
              <ListItemText primary={kycModeLabels[mode].title} secondary={kycModeLabels[mode].detail} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
