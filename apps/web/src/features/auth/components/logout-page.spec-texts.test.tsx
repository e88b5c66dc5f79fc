// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';

/* Logout shows spec 000's quoted 'Session timeout' when the session expired (§4.5, §8; docs/texts.md). */

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("logout's spec texts", () => {
  it("says 'Session timeout' when the session ended", async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await renderApp('/logout?reason=session-timeout');

    expect(await screen.findByText('Session timeout')).toBeTruthy();
  });
});
