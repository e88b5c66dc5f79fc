import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { AppRoutes, Providers } from '../app/app';
import { saveSession } from '../lib/session';
import { createQueryClient } from '../lib/query-client';
import { aStaffSession } from './fixtures';

/** The console at one address, as the hash router would render it; signed in unless told. */
export async function renderConsole(path = '/', { signedIn = true } = {}): Promise<RenderResult> {
  if (signedIn) saveSession(aStaffSession());
  const queryClient = createQueryClient();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes queryClient={queryClient} />
        </MemoryRouter>
      </Providers>,
    );
  });
  return result as RenderResult;
}
