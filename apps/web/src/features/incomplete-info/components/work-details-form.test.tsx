// @vitest-environment happy-dom
import { indianDate } from '@kredo/domain/calendar-date';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { FetchCall } from '../../../test/stub-fetch';
import { choose, profileRoute, profileSaveBody, refuseProfileSave, typeInto } from '../form-test-kit';
import { monthsBefore } from '../lib/experience';
import { profileWith, serve, settleBody, settling, statusWith } from '../test-kit';

const office = {
  house: '12',
  street: 'MG Road',
  locality: 'Andheri',
  landmark: 'Near Station',
  pincode: '400053',
};
const saved = profileWith({
  currentEmployer: 'Acme Widgets Private Limited',
  workCin: 'U74999MH2015PTC123456',
  employerType: 'PRIVATE_LIMITED',
  designation: 'Engineer',
  workExperienceMonths: 50,
  duration: monthsBefore(indianDate(new Date()), 26),
  workAddress: office,
});
const profile = profileRoute(saved);

function companyRoute(call: FetchCall) {
  if (call.url.includes('/api/company-info/'))
    return Response.json({
      data: {
        hits: {
          found: 1,
          hit: [{ fields: { name: 'Globex Private Limited', cin: 'U72200KA2010PTC054321' } }],
        },
      },
    });
  return undefined;
}

const field = (name: RegExp) =>
  name.source.includes('Company Name')
    ? screen.getByRole('combobox', { name })
    : screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => typeInto(name, value, field);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function open(subStatuses = ['WORK_ADDR_MISMATCH', 'WORK_EMAIL_MISMATCH', 'SELFIE_UNCLEAR']) {
  const calls = serve(statusWith('INCOMPLETE_INFO', subStatuses), profile, companyRoute);
  await renderApp('/incomplete-info/work-details');
  await screen.findByRole('form', { name: 'Work Details' });
  return calls;
}

describe('the work details correction', () => {
  it('says why it is asked, and starts from the saved details', async () => {
    await open();
    expect(screen.getByTestId('correction-reasons').textContent).toContain("Your work address doesn't match");
    expect(screen.getByTestId('correction-reasons').textContent).toContain("Your work e-mail doesn't match");
    expect((field(/^Company Name/) as HTMLInputElement).value).toBe('Acme Widgets Private Limited');
    expect((field(/^Total Experience \(Years\)/) as HTMLInputElement).value).toBe('4');
    expect((field(/^Total Experience \(Months\)/) as HTMLInputElement).value).toBe('2');
    expect((field(/^Experience in Current Company \(Years\)/) as HTMLInputElement).value).toBe('2');
    expect((field(/^Experience in Current Company \(Months\)/) as HTMLInputElement).value).toBe('2');
  });

  it('refuses a company only typed, a bad e-mail, more than 60 years, and current above total', async () => {
    const calls = await open();
    type(/^Company Name/, 'Some Company I Typed');
    type(/^Work E-mail/, 'asha@');
    type(/^Total Experience \(Years\)/, '61');
    type(/^Experience in Current Company \(Years\)/, '5');
    fireEvent.click(continueButton());

    expect(await screen.findByText('Please provide full or correct name of the company.')).toBeTruthy();
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect(screen.getByText('Please enter Years between 0 and 60')).toBeTruthy();
    type(/^Total Experience \(Years\)/, '3');
    expect(await screen.findByText('Current experience cannot be more than total experience')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for each work address line', async () => {
    await open();
    type(/^Street/, '');
    type(/^Pincode/, '012345');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Please enter this to continue the application')).toBeTruthy();
    expect(screen.getByText('Invalid Pincode')).toBeTruthy();
  });

  it('saves a picked company with its CIN, settles the work sub-statuses, says so and goes back', async () => {
    const calls = await open();
    fireEvent.change(field(/^Company Name/), { target: { value: 'Glob' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Globex Private Limited' }));
    choose(/^Company Type/, 'LLP');
    type(/^Work E-mail/, 'asha@globex.example');
    fireEvent.click(continueButton());

    expect(await screen.findByText('Work Details updated successfully')).toBeTruthy();
    expect(profileSaveBody(calls)).toEqual({
      profileData: {
        currentEmployer: 'Globex Private Limited',
        workCin: 'U72200KA2010PTC054321',
        employerType: 'LLP',
        designation: 'Engineer',
        workEmail: 'asha@globex.example',
        workExperienceMonths: 50,
        duration: monthsBefore(indianDate(new Date()), 26),
        workAddress: office,
      },
    });
    expect(settleBody(calls)).toEqual(settling(['WORK_ADDR_MISMATCH', 'WORK_EMAIL_MISMATCH']));
    // Back on the list, which shows what is still outstanding.
    expect(await screen.findByRole('heading', { level: 1, name: 'Additional Information' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('link', { name: /Selfie/ })).toBeTruthy());
    expect(screen.queryByRole('link', { name: /Work Details/ })).toBeNull();
  });

  it('shows a refused save in a red snackbar and stays', async () => {
    const refusal = refuseProfileSave({ 'profileData.workAddress.pincode': ['Please Enter Valid Pincode'] });
    const calls = serve(
      statusWith('INCOMPLETE_INFO', ['WORK_ADDR_INCOMPLETE']),
      refusal,
      profile,
      companyRoute,
    );
    await renderApp('/incomplete-info/work-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const toast = await screen.findByText('Please enter correct details to continue the application');
    expect(toast.closest('[data-severity]')?.getAttribute('data-severity')).toBe('error');
    expect(screen.getByText('Please Enter Valid Pincode')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/incomplete-info-on-complete'))).toBe(false);
  });
});
