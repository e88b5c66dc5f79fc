import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { sessionTokenOfDemoBorrower } from './support/api-session.ts';
import { demoBorrower, screenWait } from './support/sign-in.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();

describe('inside the Android shell (dev switch)', () => {
  const journey = journeyBrowser();

  async function actAsShell(token: string, version = '208') {
    const tracked = await journey.open();
    await tracked.page.goto(`${baseUrl}/#/dev/android`);
    await tracked.page.evaluate(
      ([apiVersion, handedOver]) => {
        localStorage.setItem('kredo.devAndroid', apiVersion as string);
        localStorage.setItem('kredo.devAndroidToken', handedOver as string);
      },
      [version, token],
    );
    return tracked.page;
  }

  it("takes the partner app's session, hides the toolbar, and hides Apply Loan on home", async () => {
    const page = await actAsShell(await sessionTokenOfDemoBorrower(baseUrl));

    await page.goto(`${baseUrl}/#/healwise`);

    await expect
      .poll(
        () => page.getByRole('heading', { level: 1, name: `Hello, ${demoBorrower.name}` }).count(),
        screenWait,
      )
      .toBe(1);
    expect(await page.getByRole('link', { name: 'My Loans' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Apply Loan' }).count()).toBe(0);
    expect(await page.getByTestId('app-bar').count()).toBe(0);
  });

  it('keeps Apply Loan in our own Android app', async () => {
    const page = await actAsShell(await sessionTokenOfDemoBorrower(baseUrl));

    await page.goto(`${baseUrl}/#/android`);

    await expect.poll(() => page.getByRole('link', { name: 'Apply Loan' }).count(), screenWait).toBe(1);
    expect(await page.getByTestId('app-bar').count()).toBe(0);
  });

  it('shows the sign-in when the shell has no session to hand over', async () => {
    const page = await actAsShell('');

    await page.goto(`${baseUrl}/#/healwise`);

    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'SignIn to your account' }).count(), screenWait)
      .toBe(1);
    expect(await page.getByTestId('app-bar').count()).toBe(0);
  });
});
