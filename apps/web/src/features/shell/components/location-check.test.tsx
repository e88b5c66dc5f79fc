// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { stubFetch } from '../../../test/stub-fetch';
import { LocationCheck } from './location-check';

const position = { coords: { latitude: 19.076, longitude: 72.8777 } };

function browserWith(state: PermissionState) {
  const getCurrentPosition = vi.fn((success: (value: typeof position) => void) => success(position));
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
    permissions: { query: vi.fn(async () => ({ state })) },
  });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('location after sign-in', () => {
  it('sends the position silently when permission is already granted', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    browserWith('granted');
    initI18n();
    render(<LocationCheck />);

    await vi.waitFor(() =>
      expect(calls[0]).toMatchObject({
        url: '/gateway/location-service/location',
        method: 'POST',
        body: { latitude: 19.076, longitude: 72.8777 },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains first when the browser would prompt; Accept sends, and it is not asked again', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    const getCurrentPosition = browserWith('prompt');
    initI18n();
    const { unmount } = render(<LocationCheck />);

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    unmount();
    render(<LocationCheck />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('sends nothing when the borrower denies, or the browser already refused', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    const getCurrentPosition = browserWith('prompt');
    initI18n();
    render(<LocationCheck />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
