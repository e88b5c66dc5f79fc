// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { profileSaves, profileWith, serve } from '../test-kit';

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check Eligibility' }));
const pincodes = (known: string) => (_call: unknown, path: string) =>
  path.startsWith('/api/pincodes/')
    ? path.endsWith(known)
      ? Response.json({ pincode: known, district: 'Bengaluru', state: 'Karnataka', postOffices: ['MG Road'] })
      : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 })
    : undefined;

describe('Basic Eligibility', () => {
  it('refuses a pincode no post office has, then saves the answers and shows the products', async () => {
    const calls = serve({
      profile: profileWith({
        dob: null,
        workExperienceMonths: null,
        financeBasicInfo: profileWith().financeBasicInfo,
      }),
      route: pincodes('560001'),
    });
    await renderApp('/loan-application');
    await screen.findByRole('heading', { level: 1, name: 'Basic Eligibility' });
    check();
    expect((await screen.findAllByText(messages.mandatory)).length).toBeGreaterThan(0);

    type(/Date Of Birth/, '10/03/1994');
    type(/Current Pincode/, '999999');
    fireEvent.click(screen.getByRole('radio', { name: 'Salaried' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Salary Mode/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Bank Transfer' }));
    type(/Work Experience \(years\)/, '3');
    type(/Work Experience \(months\)/, '4');
    type(/Net Monthly Income/, '32000');
    check();
    expect(await screen.findByText(messages.enterValidPincode)).toBeTruthy();
    expect(profileSaves(calls)).toEqual([]);

    type(/Current Pincode/, '560001');
    check();
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(profileSaves(calls)).toEqual([
      {
        profileData: {
          dob: '1994-03-10',
          address: { pincode: '560001' },
          workExperienceMonths: 40,
          financeBasicInfo: {
            employmentType: 'SALARIED',
            salaryMode: 'BANK_TRANSFER',
            netMonthlyIncome: 3_200_000,
          },
        },
      },
    ]);
  });

  it('saves nothing again when the saved answers are unchanged', async () => {
    const saved = profileWith({ address: { ...profileWith().address, pincode: '560001' } });
    const calls = serve({ profile: saved, route: pincodes('560001') });
    await renderApp('/loan-application');
    await screen.findByRole('heading', { level: 1, name: 'Basic Eligibility' });
    await waitFor(() =>
      expect((screen.getByLabelText(/Current Pincode/) as HTMLInputElement).value).toBe('560001'),
    );
    check();
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(profileSaves(calls)).toEqual([]);
  });
});

describe('Basic Eligibility and the products in Hindi', () => {
  afterEach(() => changeLanguage('en'));

  it('asks and answers in Hindi', async () => {
    await changeLanguage('hi');
    const saved = profileWith({ address: { ...profileWith().address, pincode: '560001' } });
    serve({ profile: saved, route: pincodes('560001') });
    await renderApp('/loan-application');
    await screen.findByRole('heading', { level: 1, name: 'बुनियादी पात्रता' });
    expect(screen.getByRole('radio', { name: 'वेतनभोगी' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'पात्रता जाँचें' }));
    await screen.findByRole('heading', { level: 1, name: 'लोन प्रोडक्ट' });
    expect(screen.getByRole('button', { name: 'पर्सनल लोन के लिए आवेदन करें' }).textContent).toBe('आवेदन करें');
  });
});
