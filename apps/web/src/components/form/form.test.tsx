// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-error';
import { initI18n } from '../../lib/i18n';
import { Form } from './form';
import { FormTextField } from './form-text-field';

const schema = z.object({ mobile: z.string().trim().min(1, messages.fieldRequired) });

function renderForm(
  onSubmit: (values: z.output<typeof schema>) => Promise<void>,
  onFailure?: (error: ApiRequestError) => void,
) {
  initI18n();
  render(
    <Form schema={schema} defaultValues={{ mobile: '' }} onSubmit={onSubmit} onFailure={onFailure}>
      <FormTextField<z.input<typeof schema>> name="mobile" label="Mobile number" />
      <button type="submit">Continue</button>
    </Form>,
  );
  return {
    input: screen.getByLabelText('Mobile number'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })),
  };
}

describe('Form', () => {
  it("shows the schema's message on submit and does not call onSubmit", async () => {
    const onSubmit = vi.fn(async () => {});
    const { input, submit } = renderForm(onSubmit);

    submit();

    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onSubmit with the parsed output of valid input', async () => {
    const onSubmit = vi.fn(async (_values: z.output<typeof schema>) => {});
    const { input, submit } = renderForm(onSubmit);

    fireEvent.change(input, { target: { value: ' 9876543210 ' } });
    submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '9876543210' }, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message above the form and its field message on the field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'VALIDATION_FAILED',
        message: messages.enterCorrectDetails,
        fieldErrors: { mobile: ['Enter a 10-digit mobile number'] },
      });
    });
    const { input, submit } = renderForm(onSubmit);

    fireEvent.change(input, { target: { value: '98765' } });
    submit();

    expect(await screen.findByText('Enter a 10-digit mobile number')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(messages.enterCorrectDetails);
    expect(document.activeElement).toBe(input);
  });

  it('hands the refusal to onFailure instead of showing it above the fields', async () => {
    const refusal = new ApiRequestError(400, {
      code: 'VALIDATION_FAILED',
      message: messages.enterCorrectDetails,
      fieldErrors: { mobile: ['Enter a 10-digit mobile number'] },
    });
    const onFailure = vi.fn();
    const { input, submit } = renderForm(async () => {
      throw refusal;
    }, onFailure);

    fireEvent.change(input, { target: { value: '98765' } });
    submit();

    expect(await screen.findByText('Enter a 10-digit mobile number')).toBeTruthy();
    expect(onFailure).toHaveBeenCalledWith(refusal);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
