// @vitest-environment happy-dom
import { formatDateEntry } from '@kredo/domain/date-entry';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { observeServerDate } from '../../../lib/server-clock';
import { serverToday } from '../../../lib/server-today';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';

afterEach(() => {
  observeServerDate(new Date().toUTCString());
  vi.unstubAllGlobals();
  queryClient.clear();
});

const dayMs = 86_400_000;

async function openDobSignIn() {
  await renderApp('/');
  fireEvent.click(await screen.findByRole('button', { name: 'Sign in with date of birth instead' }));
  return {
    dob: (await screen.findByLabelText('Date Of Birth')) as HTMLInputElement,
    mobile: screen.getByLabelText('Mobile Number') as HTMLInputElement,
    generate: screen.getByRole('button', { name: 'Generate OTP' }),
  };
}

describe('date-of-birth sign-in', () => {
  it('enables Generate OTP only once the mobile has 10 digits', async () => {
    const { mobile, generate } = await openDobSignIn();
    expect(generate).toHaveProperty('disabled', true);

    fireEvent.change(mobile, { target: { value: '987654321' } });
    expect(generate).toHaveProperty('disabled', true);
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    expect(generate).toHaveProperty('disabled', false);
  });

  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210', '919876543210'])(
    'reads the ten-digit mobile out of a pasted %s',
    async (pasted) => {
      const { mobile, generate } = await openDobSignIn();
      expect(mobile.getAttribute('maxlength')).toBeNull();
      fireEvent.change(mobile, { target: { value: pasted } });
      expect(mobile.value).toBe('9876543210');
      expect(generate).toHaveProperty('disabled', false);
    },
  );

  it('shows the date as DD/MM/YYYY, putting the slashes in as the digits are typed', async () => {
    const { dob } = await openDobSignIn();
    expect(dob.type).toBe('text');
    expect(dob.inputMode).toBe('numeric');
    expect(dob.placeholder).toBe('DD/MM/YYYY');

    const typed: string[] = [];
    for (const digit of '15051990') {
      fireEvent.input(dob, { target: { value: `${dob.value}${digit}` }, inputType: 'insertText' });
      typed.push(dob.value);
    }
    expect(typed).toEqual(['1', '15', '15/0', '15/05', '15/05/1', '15/05/19', '15/05/199', '15/05/1990']);
  });

  it.each(['15/05/1990', '15-05-1990', '1990-05-15'])(
    'reads a pasted %s as 15/05/1990 and asks for the code with the ISO date',
    async (pasted) => {
      const calls = stubFetch(() =>
        Response.json({ message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 }),
      );
      const { dob, mobile, generate } = await openDobSignIn();

      fireEvent.change(dob, { target: { value: pasted } });
      expect(dob.value).toBe('15/05/1990');
      fireEvent.change(mobile, { target: { value: '9876543210' } });
      fireEvent.click(generate);

      expect(await screen.findByLabelText('OTP')).toBeTruthy();
      expect(calls[0]?.url).toBe('/api/hagrid/signin-initiate/?mobile=9876543210&dob=1990-05-15');
    },
  );

  it('refuses a date that is not on the calendar with the date of birth message', async () => {
    const calls = stubFetch(() =>
      Response.json({ message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 }),
    );
    const { dob, mobile, generate } = await openDobSignIn();

    fireEvent.change(dob, { target: { value: '31/02/1990' } });
    expect(dob.value).toBe('31/02/1990');
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(generate);

    expect(await screen.findByText('Please enter a valid Date Of Birth')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows a fixed '+91' and takes '+91' typed key by key as the country code", async () => {
    const { mobile, generate } = await openDobSignIn();
    expect(screen.getByText('+91')).toBeTruthy();

    const typeKeys = (keys: string) => {
      for (const key of keys)
        fireEvent.input(mobile, { target: { value: `${mobile.value}${key}` }, inputType: 'insertText' });
    };
    typeKeys('+91');
    expect(mobile.value).toBe('');
    typeKeys(' 98765 43210');
    expect(mobile.value).toBe('98765 43210');
    expect(generate).toHaveProperty('disabled', false);
    fireEvent.blur(mobile);
    expect(mobile.value).toBe('9876543210');
  });

  it('locks the mobile once the code is sent and asks for the OTP', async () => {
    const calls = stubFetch(() =>
      Response.json({ message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 }),
    );
    const { dob, mobile, generate } = await openDobSignIn();

    fireEvent.change(dob, { target: { value: '15/05/1990' } });
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(generate);

    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/hagrid/signin-initiate/?mobile=9876543210&dob=1990-05-15');
    expect(mobile.disabled).toBe(true);
    expect(dob.disabled).toBe(true);
    // The widget's send button waits out the countdown.
    expect(screen.getByRole('button', { name: 'Generate OTP' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
  });

  it("refuses a date of birth after today by the server's day, and asks for no code", async () => {
    const calls = stubFetch(() =>
      Response.json({ message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 }),
    );
    // The server's clock is three days behind the phone's: its today counts.
    observeServerDate(new Date(Date.now() - 3 * dayMs).toUTCString());
    const tomorrow = new Date(Date.parse(`${serverToday()}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
    const { dob, mobile, generate } = await openDobSignIn();

    fireEvent.change(dob, { target: { value: formatDateEntry(tomorrow) } });
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(generate);

    expect(await screen.findByText("Entered date should not be after today's date")).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses a date of birth more than 100 years back, and asks for no code', async () => {
    const calls = stubFetch(() =>
      Response.json({ message: 'OTP Generated', requestId: 'r1', resendAfterSeconds: 30 }),
    );
    const { dob, mobile, generate } = await openDobSignIn();

    fireEvent.change(dob, { target: { value: `15/06/${Number(serverToday().slice(0, 4)) - 101}` } });
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(generate);

    expect(await screen.findByText('Please enter a valid Date Of Birth')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("falls back to 'Something went wrong!' when no answer arrives", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { dob, mobile, generate } = await openDobSignIn();

    fireEvent.change(dob, { target: { value: '15/05/1990' } });
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    fireEvent.click(generate);

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong!');
  });
});
