// @vitest-environment happy-dom
import { referralPaths } from '@kredo/contract/referral';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { androidDevKeys } from '../../../lib/android-bridge-simulator';
import { renderApp } from '../../../test/render-app';
import { bridgeCalls, referralServer, shortLink, stubClipboard, userId } from '../referral-test-kit';

describe('the referral screen (spec 002 §2, referralLink)', () => {
  it("asks for the borrower's short link with a long link of this site naming them, and copies it", async () => {
    const calls = referralServer();
    const writeText = stubClipboard();
    await renderApp('/referralLink');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refer and earn' })).toBeTruthy();
    const field = await screen.findByRole('textbox', { name: 'Your referral link' });
    expect((field as HTMLInputElement).value).toBe(shortLink);
    const asked = calls.find((call) => call.url === referralPaths.shortLinks);
    expect(asked?.method).toBe('POST');
    expect(asked?.body).toEqual({
      longLink: `${window.location.origin}${window.location.pathname}#/?utm_campaign=referral&utm_medium=${userId}&utm_source=web`,
    });
    expect(screen.queryByText('Refer Link Copied!')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Refer Link Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(shortLink);
  });

  it('shares the link through the Android shell, from the Android app', async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '210');
    const calls = referralServer();
    const writeText = stubClipboard();
    const bridge = bridgeCalls();
    await renderApp('/referralLink');
    fireEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    expect(bridge).toContain('shareText');
    expect(writeText).not.toHaveBeenCalled();
    const asked = calls.find((call) => call.url === referralPaths.shortLinks);
    expect((asked?.body as { longLink: string }).longLink).toMatch(/utm_source=android$/);
  });

  it('tells a borrower whose copy failed to copy it themselves, and lists what referrals earned', async () => {
    referralServer({
      summary: {
        referred: 2,
        cashbacks: [
          {
            amount: 500_00,
            status: 'PAID',
            earnedOn: '2026-12-01',
            payBy: '2026-12-31',
            paidOn: '2026-12-06',
          },
          { amount: 200_00, status: 'PENDING', earnedOn: '2026-12-10', payBy: '2027-01-09', paidOn: null },
        ],
      },
    });
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    await renderApp('/referralLink');
    expect(await screen.findByText('2 friends joined through your link')).toBeTruthy();
    expect(screen.getByText('₹500, paid on 6 Dec 2026')).toBeTruthy();
    expect(screen.getByText('₹200, to be paid by 9 Jan 2027')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy. Please select the link and copy it.')).toBeTruthy();
    expect(screen.queryByText('Refer Link Copied!')).toBeNull();
  });

  it("shows the server's refusal, and asks again on 'Try again'", async () => {
    const calls = referralServer({
      shortLinkAnswer: Response.json(
        { code: 'INTERNAL', message: "Couldn't process the request, please try again" },
        { status: 500 },
      ),
    });
    await renderApp('/referralLink');
    expect(await screen.findByText("Couldn't process the request, please try again")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText("Couldn't process the request, please try again");
    expect(calls.filter((call) => call.url === referralPaths.shortLinks)).toHaveLength(2);
  });
});
