import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import { profileTestKit } from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  loggedSecrets,
  borrower,
  borrowerWithoutPan,
  day,
  monthsAgo,
  save,
  saved,
  read,
  expectRefused,
  userRow,
} = profileTestKit(ctx);

describe('application profile rules: fields and dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('validation messages', () => {
    it.each([
      ['a name with digits', { name: 'R2 D2' }, { 'profileData.name': ['Please enter a valid Name'] }],
      ['a one-letter name', { name: 'P' }, { 'profileData.name': ['Please enter a valid Name'] }],
      [
        'a bad mother’s name',
        { mothersName: 'Lakshmi_1' },
        { 'profileData.mothersName': ["Please enter a valid Mother's Name"] },
      ],
      [
        'a pincode starting with 0',
        { address: { pincode: '012345' } },
        { 'profileData.address.pincode': ['Invalid Pincode'] },
      ],
      [
        'a five-digit pincode',
        { permAddress: { pincode: '56001' } },
        { 'profileData.permAddress.pincode': ['Invalid Pincode'] },
      ],
      [
        'a pincode with a letter',
        { workAddress: { pincode: '5600O1' } },
        { 'profileData.workAddress.pincode': ['Invalid Pincode'] },
      ],
      [
        'a well-formed pincode no post office uses',
        { address: { pincode: '999999' } },
        { 'profileData.address.pincode': ['Please Enter Valid Pincode'] },
      ],
      [
        'an alternate address pincode no post office uses',
        { alternateAddresses: [{ pincode: '999998' }] },
        { 'profileData.alternateAddresses.0.pincode': ['Please Enter Valid Pincode'] },
      ],
      [
        'a two-character street',
        { address: { street: 'MG' } },
        { 'profileData.address.street': ['Please enter a valid Street'] },
      ],
      [
        'a bad alternate mobile',
        { alternateMobileNumbers: ['5123456789'] },
        { 'profileData.alternateMobileNumbers.0': ['Invalid Number'] },
      ],
      ['a bad work e-mail', { workEmail: 'priya@' }, { 'profileData.workEmail': ['Invalid Email'] }],
      [
        'a bad working-since date',
        { duration: '2023-02-30' },
        { 'profileData.duration': ['Valid date required'] },
      ],
      [
        'income in fractions of a paisa',
        { financeBasicInfo: { netMonthlyIncome: 7_500_000.5 } },
        { 'profileData.financeBasicInfo.netMonthlyIncome': ['Please enter a valid Net Monthly Income'] },
      ],
      [
        'zero income',
        { financeBasicInfo: { netMonthlyIncome: 0 } },
        { 'profileData.financeBasicInfo.netMonthlyIncome': ['Invalid'] },
      ],
      [
        'a tenure of 61 months',
        { loanRequest: { tenure: 61 } },
        { 'profileData.loanRequest.tenure': ['Please enter Tenure between 1 and 60'] },
      ],
      [
        'work experience over 99 years',
        { workExperienceMonths: 1200 },
        { 'profileData.workExperienceMonths': ['Please select work experience to continue'] },
      ],
    ])('refuses %s', async (_label, profileData, fieldErrors) => {
      const priya = await borrower();
      expectRefused(await save(priya, { profileData }), fieldErrors);
    });

    it("refuses a staying-since date after today: 'Entered date should not be after today's date'", async () => {
      const priya = await borrower();
      expectRefused(await save(priya, { profileData: { resTenure: day(1) } }), {
        'profileData.resTenure': ["Entered date should not be after today's date"],
      });
      // Today itself is allowed.
      expect((await saved(priya, { profileData: { resTenure: day(0) } })).resTenure).toBe(day(0));
    });

    it("refuses a staying-since date in a year before the date of birth: 'Entered date should not be less than DOB'", async () => {
      const priya = await borrower('Priya Raman', '1991-05-20');
      expectRefused(await save(priya, { profileData: { resTenure: '1990-12-31' } }), {
        'profileData.resTenure': ['Entered date should not be less than DOB'],
      });
      // The rule compares years: earlier in the birth year is accepted.
      expect((await saved(priya, { profileData: { resTenure: '1991-01-01' } })).resTenure).toBe('1991-01-01');
    });

    it('checks the staying-since date against a date of birth given in the same save', async () => {
      const dev = await borrowerWithoutPan('Dev Malhotra');
      expectRefused(await save(dev, { profileData: { dob: '1995-03-10', resTenure: '1994-12-01' } }), {
        'profileData.resTenure': ['Entered date should not be less than DOB'],
      });
      expect((await userRow(dev.userId))?.dateOfBirth).toBeNull();
    });

    it('refuses a working-since date after today or before the birth year', async () => {
      const priya = await borrower('Priya Raman', '1991-05-20');
      expectRefused(await save(priya, { profileData: { duration: day(1), workExperienceMonths: 24 } }), {
        'profileData.duration': ["Entered date should not be after today's date"],
      });
      expectRefused(
        await save(priya, { profileData: { duration: '1989-06-01', workExperienceMonths: 24 } }),
        {
          'profileData.duration': ['Entered date should not be less than DOB'],
        },
      );
    });

    it("refuses time at the employer beyond the total experience: 'Date Is Greater Then Total Experience'", async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, { profileData: { duration: monthsAgo(13), workExperienceMonths: 12 } }),
        {
          'profileData.duration': ['Date Is Greater Then Total Experience'],
        },
      );
      // Exactly the total experience is fine.
      const data = await saved(priya, { profileData: { duration: monthsAgo(13), workExperienceMonths: 13 } });
      expect(data).toMatchObject({ duration: monthsAgo(13), workExperienceMonths: 13 });
      // Lowering the saved experience alone is checked against the saved working-since date.
      expectRefused(await save(priya, { profileData: { workExperienceMonths: 6 } }), {
        'profileData.duration': ['Date Is Greater Then Total Experience'],
      });
      expect((await read(priya)).workExperienceMonths).toBe(13);
    });

    it('asks for the monthly rent and who the borrower lives with when the home is rented', async () => {
      const priya = await borrower();
      expectRefused(await save(priya, { profileData: { residentType: 'Rented', resTenure: day(-100) } }), {
        'profileData.resRentMonthly': ['Please enter this to continue the application'],
        'profileData.livingWith': ['Please select this to continue the application'],
      });
      expectRefused(
        await save(priya, { profileData: { residentType: 'Rented', resRentMonthly: 1_800_000 } }),
        {
          'profileData.livingWith': ['Please select this to continue the application'],
        },
      );
      // Owned homes need neither.
      expect((await saved(priya, { profileData: { residentType: 'OwnHouse' } })).residentType).toBe(
        'OwnHouse',
      );
    });

    it("asks for a remark when the purpose is 'Other'", async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, { profileData: { loanRequest: { purpose: 'Other', amount: 5_000_000 } } }),
        {
          'profileData.loanRequest.purposeRemark': ['Please enter this to continue the application'],
        },
      );
      expectRefused(
        await save(priya, { profileData: { loanRequest: { purpose: 'Other', purposeRemark: '   ' } } }),
        {
          'profileData.loanRequest.purposeRemark': ['Please enter a valid Purpose Remark'],
        },
      );
      const data = await saved(priya, {
        profileData: { loanRequest: { purpose: 'Other', purposeRemark: 'Wedding gifts' } },
      });
      expect(data.loanRequest).toMatchObject({
        purpose: 'Other',
        purposeRemark: 'Wedding gifts',
        amount: null,
      });
    });

    it('checks nominee dates of birth against today and the 100-year limit', async () => {
      const priya = await borrower();
      const nominee = { name: 'Arjun Raman', relationShip: 'Spouse', mobile: '9876500022' };
      const hundredAndOneYears = `${Number(day(0).slice(0, 4)) - 101}-01-01`;
      expectRefused(
        await save(priya, {
          profileData: {
            nominees: [
              { ...nominee, dob: day(1) },
              { ...nominee, dob: hundredAndOneYears },
            ],
          },
        }),
        {
          'profileData.nominees.0.dob': ["Entered date should not be after today's date"],
          'profileData.nominees.1.dob': ['Please enter a valid Date Of Birth'],
        },
      );
    });
  });

  describe('the log', () => {
    it('holds no account number or PAN sent in any of the saves above', () => {
      expect(loggedSecrets()).toEqual([]);
    });
  });
});
