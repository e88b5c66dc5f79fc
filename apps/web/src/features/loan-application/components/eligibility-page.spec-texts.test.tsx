// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userStatusOf } from '../../../test/user-status';
import { profileWith, serve, userId } from '../test-kit';

/*
 * Basic Eligibility shows spec 000's quoted texts exactly (§5.1, §5.2; docs/texts.md). The quotes
 * are written out here, not read from the catalogue.
 */

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check Eligibility' }));

/** The form with nothing saved yet; pincode look-ups know 560001 only. */
async function openBlankForm(eligible = true) {
  const calls = serve({
    profile: profileWith({
      dob: null,
      workExperienceMonths: null,
      address: { ...profileWith().address, pincode: null },
      financeBasicInfo: {
        ...profileWith().financeBasicInfo,
        employmentType: null,
        salaryMode: null,
        netMonthlyIncome: null,
      },
    }),
    route: (_call, path) => {
      if (path === `/api/lam/status/${userId}`) {
        const base = userStatusOf(userId);
        return Response.json({
          ...base,
          userStatus: { ...base.userStatus, eligibility: { eligible, reasons: [] }, isServiceable: true },
        });
      }
      if (!path.startsWith('/api/pincodes/')) return undefined;
      return path.endsWith('560001')
        ? Response.json({
            pincode: '560001',
            district: 'Bengaluru',
            state: 'Karnataka',
            postOffices: ['MG Road'],
          })
        : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    },
  });
  await renderApp('/loan-application');
  await screen.findByRole('heading', { level: 1, name: 'Basic Eligibility' });
  return calls;
}

function answer({ dob = '10/03/1994', pincode = '560001', years = '3', income = '32000' } = {}) {
  type(/Date Of Birth/, dob);
  type(/Current Pincode/, pincode);
  fireEvent.click(screen.getByRole('radio', { name: 'Salaried' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Salary Mode/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Bank Transfer' }));
  type(/Work Experience \(years\)/, years);
  type(/Work Experience \(months\)/, '4');
  type(/Net Monthly Income/, income);
}

describe("Basic Eligibility's spec texts", () => {
  it("says 'Mandatory' of a blank answer and 'Please select work experience to continue' of blank experience", async () => {
    await openBlankForm();

    check();

    expect((await screen.findAllByText('Mandatory')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please select work experience to continue').length).toBeGreaterThan(0);
  });

  it("says 'Age should be between 21 - 60', 'Invalid Pincode' and 'Invalid'", async () => {
    await openBlankForm();

    answer({ dob: '01/01/2015', pincode: '012345', income: '0' });
    check();

    expect(await screen.findByText('Age should be between 21 - 60')).toBeTruthy();
    expect(screen.getByText('Invalid Pincode')).toBeTruthy();
    expect(screen.getByText('Invalid')).toBeTruthy();
  });

  it("says 'Please Enter Valid Pincode' of a pincode no post office has", async () => {
    await openBlankForm();

    answer({ pincode: '999999' });
    check();

    expect(await screen.findByText('Please Enter Valid Pincode')).toBeTruthy();
  });

  it("answers a borrower who is not eligible with 'We are extremely sorry!'", async () => {
    await openBlankForm(false);

    answer();
    check();

    expect(await screen.findByRole('heading', { level: 1, name: 'We are extremely sorry!' })).toBeTruthy();
    expect(
      screen.getByText('Sorry! You are not eligible for the loan. Please try again later!'),
    ).toBeTruthy();
  });
});
