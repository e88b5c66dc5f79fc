import { devPaths, type ClockState, type OutboxMessage } from '@kredo/contract/dev';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The borrower the sandbox seeds on first start (README, demo accounts). */
export const demoBorrower = {
  name: 'Asha Verma',
  pan: 'ABCPV1234K',
  mobile: '9876543210',
  dob: '1990-05-15',
} as const;

const minuteMs = 60_000;

/**
 * How long a journey waits for what a screen shows after a lazily loaded chunk and a server
 * answer: on a busy machine that takes longer than `expect.poll`'s one-second default.
 */
export const screenWait = { timeout: 10_000 } as const;
export const hourMs = 60 * minuteMs;

export async function advanceClock(baseUrl: string, advanceMs: number): Promise<ClockState> {
  const response = await fetch(`${baseUrl}${devPaths.clock}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ClockState;
}

/**
 * The journeys share one server, whose OTP service allows 5 sends per mobile (and 20 per client
 * address) in a rolling hour and a 30 s wait between sends. Moving its clock past the hour
 * before each journey that sends a code keeps every journey clear of both.
 */
export function clearOtpLimits(baseUrl: string): Promise<ClockState> {
  return advanceClock(baseUrl, 61 * minuteMs);
}

async function outbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}${devPaths.outbox}?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** Ids of the messages already sent to a number, so a later read finds only the new code. */
export async function outboxIds(baseUrl: string, to: string): Promise<Set<string>> {
  return new Set((await outbox(baseUrl, to)).map((message) => message.id));
}

/** Waits for a new SMS to `to` (not among `seen`) and returns the six-digit code in it. */
export async function readNewOtp(baseUrl: string, to: string, seen: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await outbox(baseUrl, to)).find(
        (message) => message.channel === 'sms' && !seen.has(message.id),
      );
      code = fresh && /\b(\d{6})\b/.exec(fresh.text)?.[1];
      return code;
    }, screenWait)
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Presses the form's send button and returns the code the demo borrower received by SMS. */
export async function requestOtp(page: Page, baseUrl: string, generate: string): Promise<string> {
  const seen = await outboxIds(baseUrl, demoBorrower.mobile);
  await page.getByRole('button', { name: generate, exact: true }).click();
  return readNewOtp(baseUrl, demoBorrower.mobile, seen);
}

/** Types the code, signs in and waits for the borrower's home. */
export async function enterOtp(page: Page, otp: string, signIn: string): Promise<void> {
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByRole('button', { name: signIn, exact: true }).click();
  await expect
    .poll(
      () => page.getByRole('heading', { level: 1, name: `Hello, ${demoBorrower.name}` }).count(),
      screenWait,
    )
    .toBe(1);
}

/** Signs the demo borrower in through the real PAN and OTP flow, from the prefilled link. */
export async function signInWithPan(page: Page, baseUrl: string, partner = ''): Promise<void> {
  await clearOtpLimits(baseUrl);
  const query = `pan=${demoBorrower.pan}&mobile=${demoBorrower.mobile}`;
  await page.goto(`${baseUrl}/#/${partner}?${query}`);
  await enterOtp(page, await requestOtp(page, baseUrl, 'Generate Otp'), 'Sign In');
}

/** What the sandbox issuer would have Google say about a person: an ID token to present as the bearer. */
export async function sandboxCredential(baseUrl: string, email: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}${devPaths.identityCredential}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { credential: string }).credential;
}

/** Presses 'Sign in with Google' and names the account in the sandbox's account chooser. */
export async function chooseSandboxAccount(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sandbox Google account' });
  await chooser.getByLabel('E-mail').fill(email);
  await chooser.getByLabel('Name').fill(name);
  await chooser.getByRole('button', { name: 'Continue' }).click();
}

/** Chromium reports each refused request on the console; the journeys that expect one allow it. */
export function unexpectedConsoleErrors(errors: string[], allowedStatuses: number[] = []): string[] {
  return errors.filter(
    (error) =>
      !allowedStatuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}
