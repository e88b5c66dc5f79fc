import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { useBrand } from '../lib/brand-context';
import { partnerTheme } from '../lib/partner-theme';
import '../lib/catalogue';

/**
 * The screens built with MUI components get the brand's MUI theme here. This layout is a chunk of
 * its own, so MUI and emotion download when a borrower first enters such a screen, never with
 * the landing (docs/decisions.md, "First visit without MUI").
 */
export default function MuiLayout() {
  const { partner } = useBrand();
  return (
    <ThemeProvider theme={partnerTheme(partner)}>
      <Outlet />
    </ThemeProvider>
  );
}
