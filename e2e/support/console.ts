import { devPaths } from '@kredo/contract/dev';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

import type { TrackedPage } from './browser.ts';
import { screenWait } from './sign-in.ts';

/** The demo staff of the sandbox (README, demo accounts; apps/server/src/modules/staff/staff-demo.ts). */
export const demoStaff = {
  underwriter: 'underwriter@kredo.example',
  operations: 'operations@kredo.example',
} as const;
const demoStaffPassword = 'Kredo-Demo-2026';

/** What the staff member's authenticator app shows now, from the sandbox's dev route. */
async function currentTotp(baseUrl: string, email: string): Promise<string> {
  const reply = await fetch(`${baseUrl}${devPaths.staffTotp}?email=${encodeURIComponent(email)}`);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { code: string }).code;
}

/** A desk-sized page for the console, its console errors collected like a journey's. */
export async function openConsolePage(browser: Browser): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** The console's two steps: password, then the code of the authenticator app. */
export async function signInToConsole(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/console/`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(demoStaffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(/^Authentication code/).fill(await currentTotp(baseUrl, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Applications' }).count(), screenWait).toBe(1);
}
