// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { androidBridgeEvent, androidDevKeys } from '../../../lib/android-bridge-simulator';
import { renderApp } from '../../../test/render-app';
import { consentServer, opportunityOf } from '../consent-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the redirection screen', () => {
  it('counts down 10 s, then puts the root in its place on the web', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    consentServer();
    await renderApp('/consent/redirection');
    expect(await screen.findByText('10 seconds left')).toBeTruthy();
    await pass(9_000);
    expect(screen.getByText('1 second left')).toBeTruthy();
    await pass(1_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
  });

  it('closes the webview at the end inside the Android app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    const bridge: string[] = [];
    const listen = (event: Event) => bridge.push((event as CustomEvent<{ call: string }>).detail.call);
    window.addEventListener(androidBridgeEvent, listen);
    consentServer();
    await renderApp('/android/consent/redirection');
    await screen.findByText('10 seconds left');
    await pass(10_000);
    expect(bridge).toContain('exitWebview');
    expect(screen.getByRole('heading', { level: 1, name: 'Please wait' })).toBeTruthy();
    window.removeEventListener(androidBridgeEvent, listen);
  });
});

describe('the thank-you screen', () => {
  it("offers 'Go to Homepage', and a feedback link only after an e-NACH", async () => {
    consentServer(
      opportunityOf({
        status: 'DISBURSAL_PENDING',
        isEsignDone: true,
        nach: {
          mandateId: '0b6f9c1e-3d7a-4c52-9e1f-2a8b7c6d5e4f',
          mode: 'ENACH',
          collection: null,
          enachAuthLink: null,
          vendor: 'LOTUSPAY',
          pnachLink: null,
          nachStatus: 'ACTIVATED',
          umrn: 'HDFC7021811230000123',
          reasonCode: null,
          reasonText: null,
          bankName: 'HDFC Bank',
          accountNumberMasked: 'XXXXXXXXX456',
          maxAmount: 2_000_000,
        },
      }),
    );
    await renderApp('/consent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Share your feedback' }).getAttribute('href')).toMatch(
      /^mailto:support@kredo\.example\?subject=/,
    );
  });

  it('has no feedback link without an e-NACH', async () => {
    consentServer(opportunityOf({ status: 'AGENT_ASSIGNED', isEsignDone: true }));
    await renderApp('/consent/complete');
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(screen.queryByRole('link', { name: 'Share your feedback' })).toBeNull();
  });
});

describe("Something's Wrong", () => {
  it('shows when the offer cannot be read', async () => {
    consentServer(opportunityOf(), (_call, path) =>
      path === '/api/loan-opportunity/opportunity'
        ? Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 })
        : undefined,
    );
    await renderApp('/consent');
    expect(await screen.findByRole('heading', { level: 1, name: "Something's Wrong" })).toBeTruthy();
    expect(screen.getByText('Looks like something is missing')).toBeTruthy();
  });
});
