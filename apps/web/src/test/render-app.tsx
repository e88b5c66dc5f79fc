import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app';
import { initI18n } from '../lib/i18n';
import { stubFetch } from './stub-fetch';

/**
 * The whole route tree at one location, as the hash router would render it, with lazy screens
 * loaded. A test that stubbed no fetch gets a server that knows no path (404), so no call leaves
 * the test.
 */
export async function renderApp(path: string): Promise<RenderResult> {
  initI18n();
  if (!vi.isMockFunction(globalThis.fetch)) {
    stubFetch(() => Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
  }
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  });
  return result as RenderResult;
}
