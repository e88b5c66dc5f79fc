// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';

const dayMs = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('dev clock page', () => {
  it('shows the server clock and moves it forward by a day', async () => {
    let offsetMs = 0;
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { advanceMs: number };
          posted.push(body);
          offsetMs += body.advanceMs;
        }
        return Response.json({
          now: new Date(Date.parse('2025-06-01T10:00:00Z') + offsetMs).toISOString(),
          offsetMs,
        });
      }),
    );

    await renderApp('/dev/clock');
    expect((await screen.findByTestId('clock-offset')).textContent).toBe('0 d 0 h 0 min');

    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 day' }));

    await waitFor(() => expect(screen.getByTestId('clock-offset').textContent).toBe('1 d 0 h 0 min'));
    expect(posted).toEqual([{ advanceMs: dayMs }]);
    expect(screen.getByTestId('clock-now').getAttribute('datetime')).toBe('2025-06-02T10:00:00.000Z');
    expect(screen.getByTestId('clock-now').textContent).toBe('2 Jun 2025, 15:30:00');
    expect(await screen.findByText('Server clock moved forward')).toBeTruthy();
  });
});
