import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sharedBaseUrl } from './support/base-url.ts';
import { launchBrowser, openPage } from './support/browser.ts';

const baseUrl = sharedBaseUrl();

async function sendTestMessage(to: string, text: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/outbox/test-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'sms', to, text }),
  });
  expect(response.status).toBe(201);
}

describe('dev outbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists, over the API, a message the server sent', async () => {
    await sendTestMessage('9812345678', 'Outbox API check 314159');
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=9812345678`);
    expect(response.status).toBe(200);
    const listed = (await response.json()) as Array<{ channel: string; to: string; text: string }>;
    expect(listed[0]).toMatchObject({ channel: 'sms', to: '9812345678', text: 'Outbox API check 314159' });
  });

  it('shows the same messages, newest first, on the dev page', async () => {
    await sendTestMessage('9822222222', 'First message');
    await sendTestMessage('9822222222', 'Second message');
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${baseUrl}/#/dev/outbox`);
    await expect.poll(() => page.getByText('Second message').count()).toBe(1);
    const html = await page.content();
    expect(html.indexOf('Second message')).toBeLessThan(html.indexOf('First message'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves the sandbox clock forward', async () => {
    const before = (await (await fetch(`${baseUrl}/api/dev/clock`)).json()) as { offsetMs: number };
    const moved = await fetch(`${baseUrl}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { offsetMs: number }).offsetMs).toBe(before.offsetMs + 3_600_000);
  });
});
