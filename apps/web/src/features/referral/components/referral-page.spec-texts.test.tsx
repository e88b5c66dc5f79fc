// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { androidDevKeys } from '../../../lib/android-bridge-simulator';
import { translate } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { referralServer, stubClipboard } from '../referral-test-kit';
import '../texts';

/*
 * Spec 002 §2's quoted texts of the referral screen, shown exactly as written: each key against
 * the quote copied from the spec, then each read on screen in its situation.
 */
const quotes = {
  'referral.copyLink': 'Copy link',
  'referral.shareLink': 'Share link',
  'referral.copied': 'Refer Link Copied!',
  'referral.earn': 'Earn upto INR 500 cashback for each successful disbursal coming from your referral',
} as const;

describe("the referral screen's quoted texts", () => {
  it('are the spec’s words', () => {
    for (const [key, quote] of Object.entries(quotes))
      expect(translate('en', key as keyof typeof quotes), key).toBe(quote);
  });

  it("shows the cashback line, 'Copy link' and, once copied, 'Refer Link Copied!'", async () => {
    referralServer();
    stubClipboard();
    await renderApp('/referralLink');
    expect(await screen.findByText(quotes['referral.earn'])).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: quotes['referral.copyLink'] }));
    expect(await screen.findByText(quotes['referral.copied'])).toBeTruthy();
  });

  it("says 'Share link' in the Android app", async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '210');
    referralServer();
    await renderApp('/referralLink');
    expect(await screen.findByRole('button', { name: quotes['referral.shareLink'] })).toBeTruthy();
  });
});
