import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { demoBorrower, screenWait } from './support/sign-in.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();

/** A link as HealWise's app would send it, minted by the sandbox's stand-in for the partner. */
async function healwiseLink(claims: Record<string, unknown>): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/dev/partner-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partnerId: 'healwise', claims: { utm_source: 'healwise', ...claims } }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

describe('partner links', () => {
  const journey = journeyBrowser();

  it("signs the demo borrower in from HealWise's single sign-on link, once", async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    const link = await healwiseLink({ mobile: demoBorrower.mobile, sso: true });

    await page.goto(`${baseUrl}/#/healwise?link=${link}`);

    await expect
      .poll(
        () => page.getByRole('heading', { level: 1, name: `Hello, ${demoBorrower.name}` }).count(),
        screenWait,
      )
      .toBe(1);
    // Neither the token nor the mobile is left in the address bar.
    expect(new URL(page.url()).hash).toBe('#/healwise');

    // The same link again, in a fresh session: single use.
    journey.expectStatuses(401, 409);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/#/healwise?link=${link}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'SignIn to your account' }).count(), screenWait)
      .toBe(1);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('kredo.accessToken'))).toBeNull();
  });

  it("prefills the sign-in with a plain link's mobile", async () => {
    const tracked = await journey.open();
    const { page } = tracked;
    const link = await healwiseLink({ mobile: '9123456780' });

    await page.goto(`${baseUrl}/#/healwise?link=${link}`);

    const mobile = page.getByLabel('Mobile Number', { exact: true });
    await expect.poll(() => mobile.inputValue(), screenWait).toBe('9123456780');
    expect(new URL(page.url()).hash).toBe('#/healwise');
    expect(page.url()).not.toContain('9123456780');
  });

  it('takes a mobile and PAN given in the address into the sign-in and out of the address', async () => {
    const { page } = await journey.open();
    await page.goto(`${baseUrl}/#/healwise?pan=ABCPV1234K&mobile=9123456780`);

    const mobile = page.getByLabel('Mobile Number', { exact: true });
    await expect.poll(() => mobile.inputValue(), screenWait).toBe('9123456780');
    expect(await page.getByLabel('PAN', { exact: true }).inputValue()).toBe('ABCPV1234K');
    await expect.poll(() => new URL(page.url()).hash, screenWait).toBe('#/healwise');
  });
});
