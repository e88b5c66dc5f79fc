// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { OfflineBanner } from './offline-banner';

/* The offline banner shows spec 000's quoted texts exactly (§2.2 item 8; docs/texts.md). */

beforeEach(() => initI18n());

describe("the offline banner's spec texts", () => {
  it("says 'You are offline', then 'You are back online'", () => {
    render(<OfflineBanner />);

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe('You are offline');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toBe('You are back online');
  });
});
