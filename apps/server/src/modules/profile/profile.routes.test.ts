import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import { hdfcAccount, iciciAccount, twoReferences, profileTestKit } from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  pansUsed,
  borrower,
  day,
  monthsAgo,
  save,
  saved,
  read,
  expectRefused,
  accountRows,
  userRow,
  emptyAddress,
  bengaluruHome,
  delhiHome,
  loggedSecrets,
} = profileTestKit(ctx);

describe('application profile: saving and reading back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('saving and reading back', () => {
    it('answers a new borrower with the account fields and an empty application profile', async () => {
      const priya = await borrower();
      const data = await read(priya);
      expect(data).toMatchObject({
        userId: priya.userId,
        name: 'Priya Raman',
        mobile: priya.person.mobile,
        dob: '1991-05-20',
        panNumberMasked: `XXXXXX${priya.person.pan.slice(-4)}`,
        gender: null,
        resTenure: null,
        address: emptyAddress,
        permAddress: emptyAddress,
        alternateAddresses: [],
        financeBasicInfo: { netMonthlyIncome: null, salaryMode: null },
        loanRequest: { amount: null, purpose: null },
        nominees: [],
        references: [],
        bankAccounts: [],
      });
      expect(JSON.stringify(data)).not.toContain(priya.person.pan);
    });

    it('saves the personal fields and the name on the account', async () => {
      const priya = await borrower('Priya Iyer');
      const answer = await saved(priya, {
        profileData: {
          name: '  Priya Raman ',
          gender: 'female',
          relationshipStatus: 'Married',
          education: 'Graduate or Post Graduate',
          fatherOrSpouseName: 'Arjun Raman',
          mothersName: 'Lakshmi Iyer',
          alternateMobileNumbers: ['9876500011'],
        },
      });
      const expected = {
        name: 'Priya Raman',
        gender: 'female',
        relationshipStatus: 'Married',
        education: 'Graduate or Post Graduate',
        fatherOrSpouseName: 'Arjun Raman',
        mothersName: 'Lakshmi Iyer',
        alternateMobileNumbers: ['9876500011'],
      };
      expect(answer).toMatchObject(expected);
      expect(await read(priya)).toMatchObject(expected);
      expect((await userRow(priya.userId))?.name).toBe('Priya Raman');
      expect(
        (
          await t.app.inject({
            url: `/api/lam-profile/profile?userId=${priya.userId}`,
            headers: priya.headers,
          })
        ).json(),
      ).toMatchObject({
        name: 'Priya Raman',
      });
    });

    it('saves every address with a real pincode, filling absent lines with null', async () => {
      const priya = await borrower();
      await saved(priya, {
        profileData: {
          address: bengaluruHome,
          permAddress: delhiHome,
          workAddress: {
            house: 'Tower 3',
            street: 'Hosur Road',
            locality: 'Electronic City',
            pincode: '560001',
          },
          alternateAddresses: [{ house: '7', pincode: '110001' }],
        },
      });
      const data = await read(priya);
      expect(data.address).toEqual(bengaluruHome);
      expect(data.permAddress).toEqual(delhiHome);
      expect(data.workAddress).toEqual({
        house: 'Tower 3',
        street: 'Hosur Road',
        locality: 'Electronic City',
        landmark: null,
        pincode: '560001',
      });
      expect(data.alternateAddresses).toEqual([{ ...emptyAddress, house: '7', pincode: '110001' }]);
    });

    it('saves residence and employment, with dates derived from today', async () => {
      const priya = await borrower();
      const stayingSince = day(-400);
      const workingSince = monthsAgo(30);
      await saved(priya, {
        profileData: {
          residentType: 'Rented',
          residentTypePerm: 'OwnHouse',
          resRentMonthly: 2_500_000,
          livingWith: 'Family',
          resTenure: stayingSince,
          currentEmployer: 'Infosys Limited',
          workCin: 'L85110KA1981PLC013115',
          employeeId: 'INF-20931',
          designation: 'Senior Engineer',
          employerType: 'PUBLIC_LIMITED',
          duration: workingSince,
          workExperienceMonths: 30,
          workEmail: 'priya.raman@infosys.com',
        },
      });
      expect(await read(priya)).toMatchObject({
        residentType: 'Rented',
        residentTypePerm: 'OwnHouse',
        resRentMonthly: 2_500_000,
        livingWith: 'Family',
        resTenure: stayingSince,
        currentEmployer: 'Infosys Limited',
        workCin: 'L85110KA1981PLC013115',
        employeeId: 'INF-20931',
        designation: 'Senior Engineer',
        employerType: 'PUBLIC_LIMITED',
        duration: workingSince,
        workExperienceMonths: 30,
        workEmail: 'priya.raman@infosys.com',
      });
    });

    it('saves the finance details in paise and the loan request', async () => {
      const priya = await borrower();
      const financeBasicInfo = {
        netMonthlyIncome: 8_550_050, // ₹85,500.50
        numDependents: 2,
        creditLimit: 15_000_000,
        salaryMode: 'BANK_TRANSFER',
        employmentType: 'SALARIED',
        totalCurrentEmi: 1_200_000,
      };
      const loanRequest = {
        amount: 20_000_000, // ₹2,00,000
        tenure: 24,
        purpose: 'Other',
        purposeRemark: 'Home renovation',
        additionalLoanInfo: 'Need it before the monsoon',
      };
      await saved(priya, { profileData: { financeBasicInfo, loanRequest } });
      const data = await read(priya);
      expect(data.financeBasicInfo).toEqual(financeBasicInfo);
      expect(data.loanRequest).toEqual(loanRequest);
    });

    it('saves nominees', async () => {
      const priya = await borrower();
      const nominees = [
        { name: 'Arjun Raman', relationShip: 'Spouse', dob: '1989-02-14', mobile: '9876500022' },
        { name: 'Meena Raman', relationShip: 'Mother', dob: '1962-08-30', mobile: '8876500023' },
      ];
      await saved(priya, { profileData: { nominees } });
      expect((await read(priya)).nominees).toEqual(nominees);
    });

    it('saves references', async () => {
      const priya = await borrower();
      const answer = await saved(priya, { references: twoReferences });
      expect(answer.references).toEqual(twoReferences);
      expect((await read(priya)).references).toEqual(twoReferences);
    });

    it('saves both bank accounts, shown by their last four digits only', async () => {
      const priya = await borrower();
      const answer = await saved(priya, {
        bankAccounts: [{ ...hdfcAccount, ifsc: 'hdfc0000001' }, iciciAccount],
      });
      const expected = [
        {
          id: expect.any(String),
          beneficiaryName: 'Priya Raman',
          bankName: null,
          ifsc: 'ICIC0000002',
          accountNumberMasked: 'XXXX4567',
          accountType: 'SAVINGS',
          purposeType: 'DISBURSAL',
          verifiedAt: null,
        },
        {
          id: expect.any(String),
          beneficiaryName: 'Priya Raman',
          bankName: 'HDFC Bank',
          ifsc: 'HDFC0000001',
          accountNumberMasked: 'XXXX6789',
          accountType: 'SAVINGS',
          purposeType: 'NACH',
          verifiedAt: null,
        },
      ];
      expect(answer.bankAccounts).toEqual(expected);
      const data = await read(priya);
      expect(data.bankAccounts).toEqual(expected);
      const body = JSON.stringify(data);
      expect(body).not.toContain(hdfcAccount.accountNumber);
      expect(body).not.toContain(iciciAccount.accountNumber);
    });

    it('replaces the account of one purpose and keeps the other', async () => {
      const priya = await borrower();
      await saved(priya, { bankAccounts: [hdfcAccount, iciciAccount] });
      const updated = await saved(priya, {
        bankAccounts: [
          {
            ...hdfcAccount,
            ifsc: 'SBIN0000001',
            bankName: 'State Bank of India',
            accountNumber: '30987654321',
          },
        ],
      });
      expect(
        updated.bankAccounts.map((account) => [
          account.purposeType,
          account.ifsc,
          account.accountNumberMasked,
        ]),
      ).toEqual([
        ['DISBURSAL', 'ICIC0000002', 'XXXX4567'],
        ['NACH', 'SBIN0000001', 'XXXX4321'],
      ]);
      expect(await accountRows(priya.userId)).toHaveLength(2);
    });

    it('accepts sourcingCode and utmParams alongside the profile', async () => {
      const priya = await borrower();
      const data = await saved(priya, {
        profileData: { gender: 'female' },
        sourcingCode: 'SCKREDO',
        utmParams: { utm_source: 'newsletter', utm_medium: 'email' },
      });
      expect(data.gender).toBe('female');
    });

    it("refuses a body with only sourcingCode: 'Please enter mandatory details'", async () => {
      const priya = await borrower();
      expectRefused(await save(priya, { sourcingCode: 'SCKREDO' }), {
        profileData: [messages.enterMandatoryDetails],
      });
    });
  });

  describe('the log', () => {
    it('holds no account number or PAN sent in any of the saves above', () => {
      expect(pansUsed.length).toBeGreaterThan(5);
      expect(loggedSecrets()).toEqual([]);
    });
  });
});
