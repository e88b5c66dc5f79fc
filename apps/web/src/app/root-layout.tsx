import { Suspense, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { RouteLoader } from '../components/route-loader';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import { ShellLayout } from '../features/shell/components/shell-layout';
import { hasNativeHost } from '../lib/android-bridge';
import { resolveBrand } from '../lib/brand';
import { applyBrandColors } from '../lib/brand-colors';
import { BrandProvider } from '../lib/brand-context';
import { RouteError } from './route-error';
import { useScrollToTopOnNewScreen } from './scroll-to-top';

/**
 * Dresses the app as the brand the first route segment names, then frames the current screen,
 * each new one opened at its top.
 * The inner boundary keeps the frame when a screen fails; the outer one catches a failing frame
 * (header, footer, banner), which would otherwise leave a blank page, and shows the error alone.
 */
export function RootLayout() {
  const { id } = useParams();
  const brand = useMemo(() => resolveBrand(id, hasNativeHost()), [id]);
  const { pathname } = useLocation();
  const showError = (error: unknown) => <RouteError error={error} />;

  useLayoutEffect(() => applyBrandColors(brand.partner), [brand.partner]);
  useScrollToTopOnNewScreen();

  return (
    <BrandProvider value={brand}>
      <ErrorBoundary resetKey={pathname} fallback={showError}>
        <SnackbarProvider>
          <ShellLayout>
            <ErrorBoundary resetKey={pathname} fallback={showError}>
              <Suspense fallback={<RouteLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </ShellLayout>
        </SnackbarProvider>
      </ErrorBoundary>
    </BrandProvider>
  );
}
