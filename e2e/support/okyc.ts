import { kycSandboxPaths } from '@kredo/contract/kyc';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { browserToken, heading, shown } from './loan-journey.ts';
import { outboxIds, readNewOtp, screenWait } from './sign-in.ts';

/** A sandbox UIDAI resident (docs/providers.md): Aadhaar number and Aadhaar-linked mobile. */
export type Resident = { aadhaar: string; mobile: string };

/** The newest captcha session the screen opened (the captcha service is down for every 4th). */
export function trackCaptchaSessions(page: Page): { latest: () => string | undefined } {
  let latest: string | undefined;
  page.on('response', (response) => {
    if (response.url().includes('/api/kyc/initiate-okyc') && response.status() === 200)
      void response.json().then((body: { session_id: string }) => {
        latest = body.session_id;
      });
  });
  return { latest: () => latest };
}

/** The captcha's answer from the sandbox-only dev route, as the borrower would read the picture. */
export async function captchaAnswer(page: Page, baseUrl: string, sessionId: string): Promise<string> {
  const response = await fetch(`${baseUrl}${kycSandboxPaths.okycCaptcha}?session_id=${sessionId}`, {
    headers: { authorization: `Bearer ${await browserToken(page)}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { answer: string }).answer;
}

/** On the 'Aadhaar KYC Verification' screen: captcha, OTP from the outbox, validate. */
export async function completeOkyc(
  page: Page,
  baseUrl: string,
  resident: Resident,
  sessions: ReturnType<typeof trackCaptchaSessions>,
) {
  await heading(page, 'Aadhaar KYC Verification');
  await expect.poll(() => page.getByRole('img', { name: 'Captcha' }).count(), screenWait).toBe(1);
  await expect.poll(sessions.latest, screenWait).toBeDefined();
  await page.getByLabel('Aadhaar Number').fill(resident.aadhaar);
  await page
    .getByLabel('Enter Captcha')
    .fill(await captchaAnswer(page, baseUrl, sessions.latest() as string));
  const seen = await outboxIds(baseUrl, resident.mobile);
  await page.getByRole('button', { name: 'Generate OTP' }).click();
  await shown(page, `OTP sent to your Aadhaar-linked mobile number XXXXXX${resident.mobile.slice(-4)}`);
  await page.getByLabel('OTP', { exact: true }).fill(await readNewOtp(baseUrl, resident.mobile, seen));
  await page.getByRole('button', { name: 'Validate OTP' }).click();
}
