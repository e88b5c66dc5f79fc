import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { RouteLoader } from '../components/route-loader';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import { ShellLayout } from '../features/shell/components/shell-layout';
import { resolveBrand } from '../lib/brand';
import { BrandProvider } from '../lib/brand-context';
import { partnerTheme } from '../lib/partner-theme';

/** Dresses the app as the brand the first route segment names, then frames the current screen. */
export function RootLayout() {
  const { id } = useParams();
  const brand = useMemo(() => resolveBrand(id), [id]);

  return (
    <ThemeProvider theme={partnerTheme(brand.partner)}>
      <CssBaseline />
      <BrandProvider value={brand}>
        <SnackbarProvider>
          <ShellLayout>
            <Suspense fallback={<RouteLoader />}>
              <Outlet />
            </Suspense>
          </ShellLayout>
        </SnackbarProvider>
      </BrandProvider>
    </ThemeProvider>
  );
}
