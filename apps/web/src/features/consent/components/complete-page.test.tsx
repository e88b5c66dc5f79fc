// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { androidBridgeEvent, androidDevKeys } from '../../../lib/android-bridge-simulator';
import { saveAggregatorDetails } from '../../../lib/aggregator-details';
import { saveLoginMode } from '../../../lib/login-mode';
import { renderApp } from '../../../test/render-app';
import { consentServer, nachOf, opportunityOf } from '../consent-test-kit';

/** The mandate registered and the lender about to pay out: the journey is complete. */
const completed = () =>
  consentServer(
    opportunityOf({
      status: 'DISBURSAL_PENDING',
      isEsignDone: true,
      nach: nachOf({ nachStatus: 'ACTIVATED' }),
    }),
    (_call, path) => (path === '/api/kautilya/user-loans' ? Response.json({ loans: [] }) : undefined),
  );

let bridge: string[] = [];
const listen = (event: Event) => bridge.push((event as CustomEvent<{ call: string }>).detail.call);

beforeEach(() => {
  bridge = [];
  window.addEventListener(androidBridgeEvent, listen);
});

afterEach(() => {
  window.removeEventListener(androidBridgeEvent, listen);
});

const thanks = () => screen.findByRole('heading', { level: 1, name: 'Thank you!' });

describe('after the thank-you screen (spec 001 §4.7)', () => {
  it('closes the webview inside an Android app of API 201 or later', async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '201');
    completed();
    await renderApp('/android/consent/complete');
    await thanks();
    expect(bridge).toEqual(['exitWebview']);
  });

  it('tells an older Android app the journey completed', async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '200');
    completed();
    await renderApp('/android/consent/complete');
    await thanks();
    expect(bridge).toEqual(['consentResult(COMPLETED)']);
  });

  it('continues on the loans list with redirect=loans', async () => {
    completed();
    await renderApp('/consent/complete?redirect=loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
  });

  it('continues on the loans list when the partner link said redirect=loans', async () => {
    saveAggregatorDetails({ utmSource: 'healwise', redirect: 'loans' });
    completed();
    await renderApp('/healwise/consent/complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
  });

  it("continues on the loans list after a partner's single sign-on", async () => {
    saveLoginMode('SSO');
    completed();
    await renderApp('/consent/complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Loans' })).toBeTruthy();
  });

  it("stays on the thank-you screen otherwise, whose 'Go to Homepage' leads home", async () => {
    completed();
    await renderApp('/consent/complete');
    expect(await thanks()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(bridge).toEqual([]);
  });
});
