// @vitest-environment happy-dom
import { otpCodeSchema } from '@kredo/contract/auth';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../../lib/i18n';
import { Form } from './form';
import { FormOtpField } from './form-otp-field';

const schema = z.object({ otp: otpCodeSchema });

function renderOtpField({ seconds = 30 } = {}) {
  initI18n();
  const onResend = vi.fn();
  const onSubmit = vi.fn(async (_values: z.output<typeof schema>) => {});
  render(
    <Form schema={schema} defaultValues={{ otp: '' }} onSubmit={onSubmit}>
      <FormOtpField<z.input<typeof schema>>
        name="otp"
        resendAfterSeconds={seconds}
        sendLabel="Send OTP"
        onResend={onResend}
        submitLabel="Verify"
      />
    </Form>,
  );
  return {
    input: screen.getByLabelText('OTP') as HTMLInputElement,
    verify: screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement,
    onResend,
    onSubmit,
  };
}

function tick(seconds: number) {
  act(() => vi.advanceTimersByTime(seconds * 1000));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OTP widget', () => {
  it('counts down a second at a time with the send button disabled', () => {
    renderOtpField({ seconds: 30 });

    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:30');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toHaveProperty('disabled', true);

    tick(1);
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:29');
    tick(28);
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:01');
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it("becomes 'Resend' at zero, and resending calls back", () => {
    const { onResend } = renderOtpField({ seconds: 30 });

    tick(30);

    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('clears the code typed so far when the countdown reaches zero', () => {
    const { input } = renderOtpField({ seconds: 5 });

    fireEvent.change(input, { target: { value: '1234' } });
    tick(4);
    expect(input.value).toBe('1234');
    tick(1);

    expect(input.value).toBe('');
  });

  it('keeps digits only and enables verify at six of them', async () => {
    const { input, verify, onSubmit } = renderOtpField();
    expect(verify.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '12a345' } });
    expect(input.value).toBe('12345');
    expect(verify.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('123456');
    expect(verify.disabled).toBe(false);

    vi.useRealTimers();
    fireEvent.click(verify);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ otp: '123456' });
  });
});
