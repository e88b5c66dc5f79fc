import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HashRouter } from 'react-router';

import { SignInPage } from '../features/auth/components/sign-in-page';
import { createQueryClient } from '../lib/query-client';
import { useSignedIn } from '../lib/use-session';
import { ConsoleRoutes } from './console-routes';
import { theme } from './theme';

/** Signed out, every address shows sign-in; once signed in the same address opens. */
export function AppRoutes({ queryClient }: { queryClient: QueryClient }) {
  const signedIn = useSignedIn();
  useEffect(() => {
    // Nothing one staff member loaded is kept for the next to sign in on this tab.
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  return signedIn ? <ConsoleRoutes /> : <SignInPage />;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: React.ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <HashRouter>
        <AppRoutes queryClient={queryClient} />
      </HashRouter>
    </Providers>
  );
}
