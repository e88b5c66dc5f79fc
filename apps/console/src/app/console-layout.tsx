import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { staffMay } from '@kredo/contract/staff';
import { NavLink, Outlet } from 'react-router';

import { useSignOut } from '../features/auth/api/sign-out';
import { readStaff } from '../lib/session';
import { text } from '../text';

export function ConsoleLayout() {
  const signOut = useSignOut();
  const staff = readStaff();
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography component="div" sx={{ fontWeight: 600, mr: 3 }}>
            {text.appTitle}
          </Typography>
          <Box component="nav" aria-label={text.nav.label} sx={{ flexGrow: 1, display: 'flex', gap: 1 }}>
            {/* NavLink marks the current section with aria-current="page". */}
            <Button color="inherit" component={NavLink} to="/" end>
              {text.nav.applications}
            </Button>
            {staff && staffMay(staff.roles, 'manageMandates') && (
              <Button color="inherit" component={NavLink} to="/mandates">
                {text.nav.mandates}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'disburse') && (
              <Button color="inherit" component={NavLink} to="/disbursals">
                {text.nav.disbursals}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/ledger">
                {text.nav.ledger}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/loans">
                {text.nav.loans}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/credit-lines">
                {text.nav.creditLines}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/gold">
                {text.nav.gold}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/insurance">
                {text.nav.insurance}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/referrals">
                {text.nav.referrals}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'viewLedger') && (
              <Button color="inherit" component={NavLink} to="/reconciliation">
                {text.nav.reconciliation}
              </Button>
            )}
            {staff && staffMay(staff.roles, 'remit') && (
              <Button color="inherit" component={NavLink} to="/remittances">
                {text.nav.remittances}
              </Button>
            )}
          </Box>
          {staff && (
            <Typography variant="body2" sx={{ mr: 2 }}>
              {staff.name} · {staff.roles.join(', ')}
            </Typography>
          )}
          <Button color="inherit" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {text.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
    </>
  );
}
