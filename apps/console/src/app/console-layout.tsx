import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';

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
          <Typography component="div" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {text.appTitle}
          </Typography>
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
