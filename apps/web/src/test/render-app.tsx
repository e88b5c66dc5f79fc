import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/app';
import { initI18n } from '../lib/i18n';

/** The whole route tree at one location, as the hash router would render it, with lazy screens loaded. */
export async function renderApp(path: string): Promise<RenderResult> {
  initI18n();
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
