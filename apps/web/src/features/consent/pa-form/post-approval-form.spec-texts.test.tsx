// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paForm } from '../../../locales/en/pa-form';
import { formWith, renderForm, serveForm } from './test-kit';

/*
 * The post-approval form shows spec 001's quoted texts exactly (§2.3, §5, §8; docs/texts.md). The
 * quotes are written out here, not read from the catalogue; the component tests drive the screen
 * into each message's situation and read these same words on screen.
 */
const specQuotes: ReadonlyArray<readonly [key: string, text: string, quote: string]> = [
  ['paForm.alternate.sendLink', paForm.alternate.sendLink, 'Send Link'],
  [
    'paForm.nominee.relationshipPlaceholder',
    paForm.nominee.relationshipPlaceholder,
    'Select Nominee Relationship',
  ],
  ['paForm.nominee.relations.Father', paForm.nominee.relations.Father, 'Father'],
  ['paForm.nominee.relations.Mother', paForm.nominee.relations.Mother, 'Mother'],
  ['paForm.nominee.relations.Son', paForm.nominee.relations.Son, 'Son'],
  ['paForm.nominee.relations.Daughter', paForm.nominee.relations.Daughter, 'Daughter'],
  ['paForm.nominee.relations.Spouse', paForm.nominee.relations.Spouse, 'Spouse'],
  [
    'paForm.nominee.confirm',
    paForm.nominee.confirm,
    'I confirm that the information in this form is correct.',
  ],
  ['paForm.nominee.proceed', paForm.nominee.proceed, 'Proceed'],
  ['paForm.selfie.proceed', paForm.selfie.proceed, 'Proceed'],
  ['messages.nomineeNameInvalid', messages.nomineeNameInvalid, 'Please enter correct correct Nominee name'],
  ['messages.nomineeMinor', messages.nomineeMinor, 'Nominee cannot be minor!'],
  ['messages.enterValidNumber', messages.enterValidNumber, 'Please enter a valid number'],
  [
    'messages.repaymentAccountSame',
    messages.repaymentAccountSame,
    '*Repayment Account details should be different from the disbursal',
  ],
  [
    'messages.disbursalAccountSame',
    messages.disbursalAccountSame,
    '*Disbursal Account details should be different from the repayment',
  ],
  ['messages.incorrectIfsc', messages.incorrectIfsc, 'Incorrect IFSC code!'],
  ['messages.somethingWentWrongBang', messages.somethingWentWrongBang, 'Something went wrong!'],
  ['messages.referenceSaveFailed', messages.referenceSaveFailed, 'Something went wrong! Try Again.'],
  ['messages.somethingWentWrong', firstVisitMessages.somethingWentWrong, 'Something went wrong'],
  ['messages.paFieldsMissing', messages.paFieldsMissing, 'There was problem, Please contact'],
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the post-approval form's spec texts", () => {
  it.each(specQuotes)('%s is the spec’s words', (_key, text, quote) => {
    expect(text).toBe(quote);
  });

  it("shows 'Send Link' on the alternate contact", async () => {
    serveForm(formWith({ postApprovalFields: ['ALTERNATE_NUMBER'] }));
    await renderForm();
    expect(await screen.findByRole('button', { name: 'Send Link' })).toBeTruthy();
  });

  it("shows the nominee's placeholder, the five relationships, the confirmation and 'Proceed'", async () => {
    serveForm(formWith({ postApprovalFields: ['INSURANCE_NOMINEE'] }));
    await renderForm();
    const select = await screen.findByRole('combobox', { name: /Nominee Relationship/ });
    expect(select.textContent).toBe('Select Nominee Relationship');
    fireEvent.mouseDown(select);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Nominee Relationship', 'Father', 'Mother', 'Son', 'Daughter', 'Spouse']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Father' }));
    expect(
      screen.getByRole('checkbox', { name: 'I confirm that the information in this form is correct.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeTruthy();
  });

  it("shows 'Proceed' under the selfie", async () => {
    serveForm(formWith({ postApprovalFields: ['SELFIE'] }));
    await renderForm();
    await screen.findByRole('heading', { name: 'Selfie' });
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeTruthy();
  });
});
