import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';

// Each screen is its own chunk: a visitor downloads the landing first and the rest on entry.
const Landing = lazy(() => import('./routes/landing'));
const Tips = lazy(() => import('./routes/tips'));
const Logout = lazy(() => import('./routes/logout'));
const Chat = lazy(() => import('./routes/chat'));
const DevOutbox = lazy(() => import('./routes/dev-outbox'));
const DevClock = lazy(() => import('./routes/dev-clock'));
const NotFound = lazy(() => import('./routes/not-found'));

/**
 * Every route takes the optional partner segment: `#/tips` and `#/healwise/tips` are the same
 * screen, `#/healwise` is HealWise's landing, and an unknown first segment is the default brand.
 */
export const routes: RouteObject[] = [
  {
    path: '/:id?',
    element: <RootLayout />,
    children: [
      { index: true, element: <Landing /> },
      { path: 'tips', element: <Tips /> },
      { path: 'logout', element: <Logout /> },
      { path: 'chat', element: <Chat /> },
      { path: 'dev/outbox', element: <DevOutbox /> },
      { path: 'dev/clock', element: <DevClock /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
