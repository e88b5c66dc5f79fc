// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';

/*
 * Date-of-birth sign-in shows spec 000's quoted texts exactly (§2.2 item 2, §5.3, §8;
 * docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

const otpGenerated = { message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 };

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** Opens the date-of-birth sign-in and asks for a code for this date (as the field takes it). */
async function generateOtp(dob = '15/05/1990') {
  await renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in with date of birth instead' }));
  fireEvent.change(await screen.findByLabelText('Date Of Birth'), { target: { value: dob } });
  fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
}

describe("date-of-birth sign-in's spec texts", () => {
  it("asks with 'Generate OTP', then 'Sign in' on the OTP form", async () => {
    stubFetch(() => Response.json(otpGenerated));

    await generateOtp();

    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it("refuses a date after today with 'Entered date should not be after today's date'", async () => {
    const calls = stubFetch(() => Response.json(otpGenerated));

    await generateOtp('01/01/2999');

    expect(await screen.findByText("Entered date should not be after today's date")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("falls back to 'Something went wrong!' without an answer", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await generateOtp();

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong!');
  });
});
