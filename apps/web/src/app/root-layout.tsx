import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { RouteLoader } from '../components/route-loader';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import { ShellLayout } from '../features/shell/components/shell-layout';
import { resolveBrand } from '../lib/brand';
import { BrandProvider } from '../lib/brand-context';
import { partnerTheme } from '../lib/partner-theme';
import { RouteError } from './route-error';

/** Dresses the app as the brand the first route segment names, then frames the current screen. */
export function RootLayout() {
  const { id } = useParams();
  const brand = useMemo(() => resolveBrand(id), [id]);
  const { pathname } = useLocation();

  return (
    <ThemeProvider theme={partnerTheme(brand.partner)}>
      <CssBaseline />
      <BrandProvider value={brand}>
        <SnackbarProvider>
          <ShellLayout>
            <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
              <Suspense fallback={<RouteLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </ShellLayout>
        </SnackbarProvider>
      </BrandProvider>
    </ThemeProvider>
  );
}
