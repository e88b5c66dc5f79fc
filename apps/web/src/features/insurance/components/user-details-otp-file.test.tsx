// @vitest-environment happy-dom
import type { InsuranceFieldDefinition } from '@kredo/contract/insurance';
import { insurancePaths } from '@kredo/contract/insurance';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  insuranceServer,
  productOf,
  proposalFields,
  refusal,
  stubLocation,
  subscribedOf,
} from '../insurance-test-kit';

const blank = { value: null, options: null, regex: null, min: null, max: null, max_length: null };
const otpField: InsuranceFieldDefinition = {
  ...blank,
  name: 'consent_otp',
  label: 'Consent OTP',
  type: 'otp',
  inputType: 'number',
  max_length: 6,
};
const fileField: InsuranceFieldDefinition = {
  ...blank,
  name: 'vaccination_certificate',
  label: 'Vaccination Certificate',
  type: 'file',
  inputType: 'text',
};
const uploadId = '3f2b8c1e-9d4a-4f6b-8e2c-1a7d5b9c0e34';
const hospicash = productOf({ productId: 'hospicash-1y', inputFields: [...proposalFields, otpField] });
const covid = productOf({ productId: 'covid-1y', inputFields: [...proposalFields, fileField] });

async function atDetails(productId: string, answers = {}) {
  const server = insuranceServer({
    answers: { [insurancePaths.products]: { products: [hospicash, covid] }, ...answers },
  });
  await renderApp(`/insurance/userDetails?productId=${productId}`);
  await screen.findByRole('heading', { level: 1, name: 'Please fill the details' });
  return server;
}

const box = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const messageOf = (label: string) =>
  document.getElementById(box(label).getAttribute('aria-describedby') ?? '')?.textContent;
const type = async (label: string, text: string) => {
  await act(async () => {
    fireEvent.change(box(label), { target: { value: text } });
  });
};
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  // The resolver and the answers are asynchronous.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = async (file: File) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

async function fillCommon() {
  await type('Full Name', 'Asha Verma');
  await type('Date of Birth', '15/05/1990');
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  });
  await type('Email', 'asha@example.com');
  await type('PAN', 'abcpv1234k');
  await type('Pincode', '560001');
  await type('Nominee Name', 'Ravi Verma');
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Nominee Relationship/ }));
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('option', { name: 'Spouse' }));
  });
  await type('Nominee Date of Birth', '01/02/1988');
  await act(async () => {
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I confirm that the information in this form is correct.' }),
    );
  });
}

describe("the details form's OTP field (spec 002 §5)", () => {
  const sent = { resendAfterSeconds: 60, expiresAt: '2026-11-29T06:40:00.000Z', maskedMobile: 'XXXXXX3210' };

  it('sends the code to the mobile the form holds, then waits a minute before a resend', async () => {
    const server = await atDetails('hospicash-1y', { [insurancePaths.otp]: sent });
    await press('Send OTP');
    expect(messageOf('Mobile Number')).toBe('Mandatory');
    expect(callsTo(server, insurancePaths.otp, 'POST')).toHaveLength(0);
    await type('Mobile Number', '9876543210');
    await press('Send OTP');
    expect(callsTo(server, insurancePaths.otp, 'POST').map((call) => call.body)).toEqual([
      { productId: 'hospicash-1y', mobile: '9876543210' },
    ]);
    expect(screen.getByText('OTP sent to XXXXXX3210').getAttribute('role')).toBe('status');
    const resend = screen.getByRole('button', { name: /^Resend OTP in 1:00|^Resend OTP in 0:5/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(box('Consent OTP').inputMode).toBe('numeric');
    expect(box('Consent OTP').maxLength).toBe(6);
  });

  it("offers 'Resend OTP' once the wait is over, and sends a new code", async () => {
    const server = await atDetails('hospicash-1y', {
      [insurancePaths.otp]: { ...sent, resendAfterSeconds: 1 },
    });
    await type('Mobile Number', '9876543210');
    await press('Send OTP');
    const resend = await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 3_000 });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    await press('Resend OTP');
    expect(callsTo(server, insurancePaths.otp, 'POST')).toHaveLength(2);
  });

  it("keeps digits only, says 'Please Enter Otp' until all six are in, and sends the code", async () => {
    const replace = stubLocation();
    const server = await atDetails('hospicash-1y', {
      [insurancePaths.otp]: sent,
      [`POST ${insurancePaths.order}`]: subscribedOf(),
    });
    await fillCommon();
    await type('Mobile Number', '9876543210');
    await type('Consent OTP', '12a 3');
    expect(box('Consent OTP').value).toBe('123');
    await press('PROCEED TO PAY');
    expect(messageOf('Consent OTP')).toBe('Please Enter Otp');
    await type('Consent OTP', '123456');
    await press('PROCEED TO PAY');
    await waitFor(() => expect(replace).toHaveBeenCalled());
    const [call] = callsTo(server, insurancePaths.order, 'POST');
    expect(call?.body).toMatchObject({
      productId: 'hospicash-1y',
      mobile: '9876543210',
      consent_otp: '123456',
    });
  });

  it("shows the insurer's refusal of a send, and a wrong code under the field", async () => {
    await atDetails('hospicash-1y', {
      [insurancePaths.otp]: refusal(429, 'RATE_LIMITED', 'Please wait 42 sec before requesting a new OTP.'),
      [`POST ${insurancePaths.order}`]: subscribedOf({
        status: 'FAILURE',
        url: null,
        orderId: null,
        errors: ['Consent OTP: The OTP is not correct. Please check it and try again.'],
        fieldErrors: { consent_otp: ['The OTP is not correct. Please check it and try again.'] },
      }),
    });
    await type('Mobile Number', '9876543210');
    await press('Send OTP');
    expect(screen.getByRole('alert').textContent).toBe('Please wait 42 sec before requesting a new OTP.');
    await fillCommon();
    await type('Consent OTP', '654321');
    await press('PROCEED TO PAY');
    const modal = await screen.findByRole('dialog', { name: 'Something went wrong !' });
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messageOf('Consent OTP')).toBe('The OTP is not correct. Please check it and try again.');
  });
});

describe("the details form's file field (spec 002 §5, 000 §5.5)", () => {
  const pdf = new File(['%PDF-1.4'], 'vaccination.pdf', { type: 'application/pdf' });
  const uploaded = { uploadId, fileName: 'vaccination.pdf', contentType: 'application/pdf', sizeBytes: 8 };

  it('uploads the chosen file, shows its name, and sends its id', async () => {
    const replace = stubLocation();
    const server = await atDetails('covid-1y', {
      [insurancePaths.upload]: uploaded,
      [`POST ${insurancePaths.order}`]: subscribedOf(),
    });
    await fillCommon();
    await type('Mobile Number', '9876543210');
    await press('PROCEED TO PAY');
    expect(screen.getByRole('group', { name: /^Vaccination Certificate/ }).textContent).toContain(
      'Please upload document',
    );
    expect(fileInput().accept).toContain('.pdf');
    await choose(pdf);
    const [upload] = callsTo(server, insurancePaths.upload, 'POST');
    expect((upload?.form?.get('file') as File).name).toBe('vaccination.pdf');
    expect(screen.getByText('vaccination.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change document' })).toBeTruthy();
    await press('PROCEED TO PAY');
    await waitFor(() => expect(replace).toHaveBeenCalled());
    const [call] = callsTo(server, insurancePaths.order, 'POST');
    expect(call?.body).toMatchObject({ vaccination_certificate: uploadId });
  });

  it('refuses a file of another type before sending it, and shows the server refusal', async () => {
    const server = await atDetails('covid-1y', {
      [insurancePaths.upload]: refusal(
        413,
        'PAYLOAD_TOO_LARGE',
        'The file is too large. Please upload a file smaller than 5MB.',
      ),
    });
    await choose(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Allowed file type pdf/jpg/jpeg/png.');
    expect(callsTo(server, insurancePaths.upload, 'POST')).toHaveLength(0);
    await choose(pdf);
    expect(screen.getByRole('alert').textContent).toBe(
      'The file is too large. Please upload a file smaller than 5MB.',
    );
    expect(screen.queryByText('vaccination.pdf')).toBeNull();
  });
});
