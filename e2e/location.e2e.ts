import { describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { sessionTokenOfDemoBorrower, subjectOf } from './support/api-session.ts';
import { screenWait } from './support/sign-in.ts';
import { journeyBrowser } from './support/journey.ts';

const baseUrl = sharedBaseUrl();

describe('location after sign-in', () => {
  const journey = journeyBrowser();

  it("explains before the browser's prompt, and sends the position once the borrower accepts", async () => {
    const tracked = await journey.open({ location: 'ask' });
    const { page, context } = tracked;
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/gateway/location-service/location')) sent.push(request.postDataJSON());
    });
    const token = await sessionTokenOfDemoBorrower(baseUrl);
    await page.goto(`${baseUrl}/#/tips`);
    await page.evaluate(
      ([accessToken, userId]) => {
        localStorage.setItem('kredo.accessToken', accessToken as string);
        localStorage.setItem('kredo.userId', userId as string);
      },
      [token, subjectOf(token)],
    );
    await page.goto(`${baseUrl}/#/`);

    const modal = page.getByRole('dialog', { name: 'Location Permission' });
    await expect.poll(() => modal.count(), screenWait).toBe(1);
    // Accepting leads to the browser's own prompt, answered here by granting.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 28.6139, longitude: 77.209 });
    await modal.getByRole('button', { name: 'Accept' }).click();

    await expect.poll(() => sent, screenWait).toEqual([{ latitude: 28.6139, longitude: 77.209 }]);
    expect(await modal.count()).toBe(0);
  });
});
