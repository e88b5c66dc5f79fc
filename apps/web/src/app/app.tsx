import { HashRouter, useRoutes } from 'react-router';
import { useSignedIn } from '../lib/use-session';
import { signedInRoutes, signedOutRoutes } from './routes';

/** Signing in or out swaps the route tree; the layout around the screen is the same in both. */
export function AppRoutes() {
  const signedIn = useSignedIn();
  return useRoutes(signedIn ? signedInRoutes : signedOutRoutes);
}

/**
 * The declarative hash router, not createHashRouter: the data router's loaders and actions are
 * unused here (TanStack Query holds server state) and cost 17 kB gzip on the first visit.
 */
export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
