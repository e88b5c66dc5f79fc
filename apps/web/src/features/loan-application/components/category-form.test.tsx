// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { field, formPath, personalLoanFields, profileSaves, serve } from '../test-kit';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(textbox(name), { target: { value } });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
/** The message under a field: the helper text its input is described by. */
const messageUnder = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

function choose(name: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function open(screenId: string, options: Parameters<typeof serve>[0] = {}) {
  const calls = serve(options);
  await renderApp(formPath(screenId));
  return calls;
}

describe('a category of the application form', () => {
  it("checks each field by the server's rule on Continue, then saves the answers and moves on", async () => {
    const calls = await open('personal');
    await screen.findByRole('heading', { level: 1, name: 'Personal Details' });
    expect(screen.queryByRole('combobox', { name: /Education/ })).toBeNull();

    type(/Full Name/, 'R2D2');
    press();
    await waitFor(() => expect(messageUnder(textbox(/Full Name/))).toBe('Please enter a valid Full Name'));
    expect(screen.getByText(messages.selectToContinue, { selector: '.MuiTypography-caption' })).toBeTruthy();
    expect(messageUnder(screen.getByRole('combobox', { name: /Relationship Status/ }))).toBe(
      messages.selectToContinue,
    );
    expect(profileSaves(calls)).toEqual([]);

    type(/Full Name/, 'Kavya Iyer');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    choose(/Relationship Status/, 'Single');
    press();

    await screen.findByRole('heading', { level: 1, name: 'Residence Details' });
    expect(profileSaves(calls)).toEqual([
      { profileData: { name: 'Kavya Iyer', gender: 'female', relationshipStatus: 'Single' } },
    ]);
  });

  it('asks each account number twice, bounds the amount, and shows the branch of a known IFSC', async () => {
    const calls = await open('loan-details', {
      route: (_call, path) =>
        path === '/ifsc/HDFC0000001'
          ? Response.json({
              IFSC: 'HDFC0000001',
              BANK: 'HDFC Bank',
              BRANCH: 'Kamala Mills Compound',
              CITY: 'Mumbai',
              STATE: 'Maharashtra',
            })
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Loan Details' });

    type(/Loan Amount/, '500000');
    type(/Disbursal Account Holder Name/, 'Kavya Iyer');
    type(/Disbursal IFSC/, 'hdfc0000001');
    expect(await screen.findByText('HDFC Bank, Kamala Mills Compound, Mumbai')).toBeTruthy();
    type(/^Disbursal Account Number/, '50100123456789');
    type(/Re-enter Disbursal Account Number/, '50100123456780');
    press();

    await waitFor(() =>
      expect(messageUnder(textbox(/Loan Amount/))).toBe('Please enter Loan Amount between 25001 and 400000'),
    );
    expect(messageUnder(textbox(/Re-enter Disbursal Account Number/))).toBe(messages.accountNumberMismatch);

    type(/Loan Amount/, '150000');
    type(/Re-enter Disbursal Account Number/, '50100123456789');
    press();
    await waitFor(() => expect(profileSaves(calls)).toHaveLength(1));
    expect(profileSaves(calls)[0]).toEqual({
      profileData: { loanRequest: { amount: 15_000_000 } },
      bankAccounts: [
        {
          purposeType: 'DISBURSAL',
          beneficiaryName: 'Kavya Iyer',
          ifsc: 'HDFC0000001',
          accountNumber: '50100123456789',
          accountType: 'SAVINGS',
        },
      ],
    });
  });

  it("shows the server's refusal above the fields and each of its field messages under its field", async () => {
    await open('loan-details', {
      route: (call, path) =>
        path === '/api/paandu/profile' && call.method === 'POST'
          ? Response.json(
              {
                code: 'VALIDATION_FAILED',
                message: messages.enterCorrectDetails,
                fieldErrors: {
                  'bankAccounts.0.ifsc': ['Wrong IFSC'],
                  'profileData.loanRequest.amount': ['Too much'],
                },
              },
              { status: 422 },
            )
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Loan Details' });
    type(/Loan Amount/, '150000');
    type(/Disbursal Account Holder Name/, 'Kavya Iyer');
    type(/Disbursal IFSC/, 'HDFC0000009');
    type(/^Disbursal Account Number/, '50100123456789');
    type(/Re-enter Disbursal Account Number/, '50100123456789');
    press();

    expect(await screen.findByText(messages.enterCorrectDetails)).toBeTruthy();
    expect(messageUnder(textbox(/Disbursal IFSC/))).toBe('Wrong IFSC');
    expect(messageUnder(textbox(/Loan Amount/))).toBe('Too much');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan Details' })).toBeTruthy();
  });

  it('names the genders in words, keeping their codes as the values', async () => {
    await open('personal');
    await screen.findByRole('heading', { level: 1, name: 'Personal Details' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'male',
      'female',
      'transgender',
    ]);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Transgender' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'male' })).toBeNull();
  });

  it('names resident and company types in words', async () => {
    const fields = personalLoanFields();
    fields.required_fields.RESIDENCE_DETAILS = [
      field('residentType', 'Resident Type', {
        type: 'dropdown',
        options: ['Rented', 'PG', 'CompanyHouse', 'OwnHouse'].map((value) => ({ label: value, value })),
      }),
    ];
    fields.required_fields.EMPLOYMENT_DETAILS = [
      field('employerType', 'Company Type', {
        type: 'dropdown',
        options: ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'TRUSTS'].map((value) => ({ label: value, value })),
      }),
    ];
    await open('residence', { fields });
    await screen.findByRole('heading', { level: 1, name: 'Residence Details' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Resident Type/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rented', 'Paying Guest (PG)', 'Company House', 'Own House']);
    expect(
      within(screen.getByRole('listbox'))
        .getByRole('option', { name: 'Own House' })
        .getAttribute('data-value'),
    ).toBe('OwnHouse');
    cleanup();

    await open('employment', { fields });
    await screen.findByRole('heading', { level: 1, name: 'Employment Details' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Company Type/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Private Limited', 'Public Limited', 'Trust']);
  });

  it('offers the companies of the registry from three letters, and saves the one picked with its CIN', async () => {
    const fields = personalLoanFields();
    fields.required_fields.EMPLOYMENT_DETAILS = [
      field('currentEmployer', 'Company Name', { max_length: 255 }),
    ];
    const calls = await open('employment', {
      fields,
      route: (_call, path) =>
        path === '/api/company-info/'
          ? Response.json({
              data: {
                hits: {
                  found: 1,
                  hit: [{ fields: { name: 'Infosys Limited', cin: 'L85110KA1981PLC013115' } }],
                },
              },
            })
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Employment Details' });
    const company = screen.getByRole('combobox', { name: /Company Name/ });
    fireEvent.change(company, { target: { value: 'In' } });
    expect(calls.some((call) => call.url.includes('/api/company-info/'))).toBe(false);
    fireEvent.change(company, { target: { value: 'Info' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Infosys Limited' }));
    press();
    await waitFor(() =>
      expect(profileSaves(calls)).toEqual([
        { profileData: { currentEmployer: 'Infosys Limited', workCin: 'L85110KA1981PLC013115' } },
      ]),
    );
  });
});

describe('the application form in Hindi', () => {
  afterEach(() => changeLanguage('en'));

  it("names the screen, the steps, the server's fields and their messages in Hindi", async () => {
    await changeLanguage('hi');
    const calls = await open('personal');
    await screen.findByRole('heading', { level: 1, name: 'व्यक्तिगत विवरण' });
    const steps = screen.getByRole('navigation', { name: 'आवेदन के चरण' });
    expect(within(steps).getByText('लोन राशि और अवधि')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'महिला' })).toBeTruthy();

    type(/पूरा नाम/, 'R2D2');
    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    await waitFor(() => expect(messageUnder(textbox(/पूरा नाम/))).toBe('कृपया मान्य पूरा नाम दर्ज करें'));
    expect(messageUnder(screen.getByRole('combobox', { name: /वैवाहिक स्थिति/ }))).toBe(
      'आवेदन जारी रखने के लिए कृपया इसे चुनें',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /वैवाहिक स्थिति/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'विवाहित' }));
    type(/पूरा नाम/, 'Kavya Iyer');
    fireEvent.click(screen.getByRole('radio', { name: 'महिला' }));
    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    // What is saved is the value, whatever the language it was chosen in.
    await waitFor(() =>
      expect(profileSaves(calls)).toEqual([
        { profileData: { name: 'Kavya Iyer', gender: 'female', relationshipStatus: 'Married' } },
      ]),
    );
  });
});
