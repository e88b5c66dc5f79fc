import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import type { ProfileData } from '@kredo/contract/application-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountNumberContext } from './profile.service.ts';

import {
  identityLocked,
  profilePath,
  hdfcAccount,
  iciciAccount,
  twoReferences,
  profileTestKit,
} from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  pansUsed,
  borrower,
  borrowerWithoutPan,
  day,
  monthsAgo,
  save,
  saved,
  read,
  expectRefused,
  profileRow,
  accountRows,
  userRow,
  emptyAddress,
  bengaluruHome,
  delhiHome,
  loggedSecrets,
} = profileTestKit(ctx);

describe('application profile', () => {
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

  describe('a partial save keeps what is already saved', () => {
    it('merges an address field by field and keeps the other addresses', async () => {
      const priya = await borrower();
      await saved(priya, { profileData: { address: bengaluruHome, permAddress: delhiHome } });
      await saved(priya, { profileData: { address: { landmark: 'Behind Cubbon Park', pincode: '110001' } } });
      const data = await read(priya);
      expect(data.address).toEqual({ ...bengaluruHome, landmark: 'Behind Cubbon Park', pincode: '110001' });
      expect(data.permAddress).toEqual(delhiHome);
    });

    it('replaces the assets as a whole list, keeps them across other saves, and refuses an unknown kind', async () => {
      const priya = await borrower();
      expect((await read(priya)).assets).toEqual([]);
      await saved(priya, { profileData: { assets: ['CAR', 'GOLD'] } });
      await saved(priya, { profileData: { gender: 'female' } });
      expect((await read(priya)).assets).toEqual(['CAR', 'GOLD']);
      await saved(priya, { profileData: { assets: ['OWN_HOUSE'] } });
      expect((await read(priya)).assets).toEqual(['OWN_HOUSE']);
      const refused = await save(priya, { profileData: { assets: ['YACHT'] } });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('Please enter a valid Asset');
      await saved(priya, { profileData: { assets: [] } });
      expect((await read(priya)).assets).toEqual([]);
    });

    it('merges financeBasicInfo and loanRequest field by field', async () => {
      const priya = await borrower();
      await saved(priya, {
        profileData: {
          financeBasicInfo: {
            netMonthlyIncome: 7_500_000,
            salaryMode: 'BANK_TRANSFER',
            employmentType: 'SALARIED',
          },
          loanRequest: { amount: 10_000_000, tenure: 12, purpose: 'Medical' },
        },
      });
      await saved(priya, {
        profileData: {
          financeBasicInfo: { netMonthlyIncome: 9_000_000, numDependents: 1 },
          loanRequest: { tenure: 18 },
        },
      });
      const data = await read(priya);
      expect(data.financeBasicInfo).toEqual({
        netMonthlyIncome: 9_000_000,
        numDependents: 1,
        creditLimit: null,
        salaryMode: 'BANK_TRANSFER',
        employmentType: 'SALARIED',
        totalCurrentEmi: null,
      });
      expect(data.loanRequest).toMatchObject({ amount: 10_000_000, tenure: 18, purpose: 'Medical' });
    });

    it('keeps every other key, the references and the bank accounts when only profileData is sent', async () => {
      const priya = await borrower();
      await saved(priya, {
        profileData: { gender: 'female', education: 'Class 12 or Diploma', address: bengaluruHome },
        references: twoReferences,
        bankAccounts: [hdfcAccount],
      });
      await saved(priya, { profileData: { designation: 'Team Lead' } });
      const data = await read(priya);
      expect(data).toMatchObject({
        gender: 'female',
        education: 'Class 12 or Diploma',
        designation: 'Team Lead',
        address: bengaluruHome,
        references: twoReferences,
      });
      expect(data.bankAccounts.map((account) => account.accountNumberMasked)).toEqual(['XXXX6789']);
    });

    it('keeps the profile when only references are sent, and replaces the references', async () => {
      const priya = await borrower();
      await saved(priya, {
        profileData: { gender: 'female', address: delhiHome },
        references: twoReferences,
      });
      const newer = [
        { referenceName: 'Vikram Sen', referenceMobile: '9000011111', referenceRelation: 'Brother' },
        { referenceName: 'Nisha Sen', referenceMobile: '9000022222', referenceRelation: 'Sister' },
      ];
      await saved(priya, { references: newer });
      const data = await read(priya);
      expect(data.references).toEqual(newer);
      expect(data).toMatchObject({ gender: 'female', address: delhiHome });
    });

    it('lands both of two saves made at the same time', async () => {
      const priya = await borrower();
      await saved(priya, { profileData: { address: bengaluruHome } });
      const answers = await Promise.all([
        save(priya, { profileData: { address: { house: '99' } } }),
        save(priya, { profileData: { address: { street: 'Brigade Road' } } }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await read(priya)).address).toEqual({ ...bengaluruHome, house: '99', street: 'Brigade Road' });
    });
  });

  describe('a refused save writes nothing', () => {
    it('leaves the profile, references and accounts as they were when one part is refused', async () => {
      const priya = await borrower();
      await saved(priya, {
        profileData: {
          gender: 'female',
          address: bengaluruHome,
          financeBasicInfo: { netMonthlyIncome: 7_500_000 },
        },
        references: twoReferences,
        bankAccounts: [hdfcAccount],
      });
      const before = await read(priya);
      const rowsBefore = await accountRows(priya.userId);

      // A valid profile change and a valid account with refused references.
      expectRefused(
        await save(priya, {
          profileData: {
            gender: 'male',
            address: { pincode: '110001' },
            financeBasicInfo: { netMonthlyIncome: 9_900_000 },
          },
          references: [twoReferences[0], { ...twoReferences[1], referenceName: 'Asha Rao' }],
          bankAccounts: [iciciAccount],
        }),
        { 'references.1.referenceName': ["Reference name can't be same"] },
      );
      // A valid profile change and valid references with a refused account.
      expectRefused(
        await save(priya, {
          profileData: { name: 'Priya Menon', resTenure: day(-30) },
          references: [{ ...twoReferences[0], referenceName: 'Kavya Das' }, twoReferences[1]],
          bankAccounts: [{ ...iciciAccount, ifsc: 'HDFC0000066' }],
        }),
        { 'bankAccounts.0.ifsc': ['Incorrect IFSC code!'] },
      );
      // A refused date beside a valid account.
      expectRefused(
        await save(priya, {
          profileData: { resTenure: day(2) },
          bankAccounts: [{ ...hdfcAccount, accountNumber: '11112222333' }],
        }),
        { 'profileData.resTenure': ["Entered date should not be after today's date"] },
      );

      expect(await read(priya)).toEqual(before);
      expect(await accountRows(priya.userId)).toEqual(rowsBefore);
      expect((await userRow(priya.userId))?.name).toBe('Priya Raman');
    });

    it('creates no profile row for a first save that is refused', async () => {
      const priya = await borrower();
      expectRefused(await save(priya, { profileData: { gender: 'female', resTenure: day(1) } }), {
        'profileData.resTenure': ["Entered date should not be after today's date"],
      });
      expect(await profileRow(priya.userId)).toBeUndefined();
      expect(await accountRows(priya.userId)).toEqual([]);
      expect((await read(priya)).gender).toBeNull();
    });
  });

  describe('bank account numbers at rest', () => {
    it('stores the number sealed: no column holds it, the last four are kept apart', async () => {
      const priya = await borrower();
      await saved(priya, { bankAccounts: [hdfcAccount, iciciAccount] });
      const rows = await accountRows(priya.userId);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const plain = row.purposeType === 'NACH' ? hdfcAccount.accountNumber : iciciAccount.accountNumber;
        for (const [column, value] of Object.entries(row)) {
          expect(String(value instanceof Date ? value.toISOString() : value), column).not.toContain(plain);
        }
        expect(row.accountNumberLast4).toBe(plain.slice(-4));
        expect(row.accountNumberSealed).not.toBe('');
        // What is sealed opens to the number under this row's context, and only under it.
        expect(t.deps.cipher.decrypt(accountNumberContext(row.id), row.accountNumberSealed)).toBe(plain);
        expect(() =>
          t.deps.cipher.decrypt(accountNumberContext(randomUUID()), row.accountNumberSealed),
        ).toThrow();
      }
      const shown = (await read(priya)).bankAccounts.map((account) => account.accountNumberMasked);
      expect(shown).toEqual(['XXXX4567', 'XXXX6789']);
    });

    it('keeps account numbers and the PAN out of the log, refused saves included', async () => {
      const priya = await borrower();
      const secret = '918273645501';
      await saved(priya, { bankAccounts: [{ ...hdfcAccount, accountNumber: secret }] });
      // Refusals carry the number too: a refused pair and a malformed IFSC beside it.
      await save(priya, {
        bankAccounts: [
          { ...hdfcAccount, accountNumber: secret },
          { ...iciciAccount, accountNumber: secret },
        ],
      });
      await save(priya, { bankAccounts: [{ ...hdfcAccount, accountNumber: secret, ifsc: 'BAD' }] });
      await save(priya, { bankAccounts: [{ ...hdfcAccount, accountNumber: `${secret}-x` }] });
      expect(t.logLines.length).toBeGreaterThan(0);
      expect(t.logLines.filter((line) => line.includes(secret))).toEqual([]);
      expect(t.logLines.filter((line) => line.includes(priya.person.pan))).toEqual([]);
    });
  });

  describe('PAN and date of birth', () => {
    it('refuses a save that changes the PAN or date of birth already on the account', async () => {
      const priya = await borrower('Priya Raman', '1991-05-20');
      expectRefused(await save(priya, { profileData: { panNumber: 'ZYXPW9876V', gender: 'female' } }), {
        'profileData.panNumber': [identityLocked],
      });
      expectRefused(await save(priya, { profileData: { dob: '1991-05-21' } }), {
        'profileData.dob': [identityLocked],
      });
      const account = await userRow(priya.userId);
      expect(account?.dateOfBirth).toBe('1991-05-20');
      expect(account?.panHash).toBe(t.deps.cipher.hash('pan', priya.person.pan));
      expect((await read(priya)).gender).toBeNull();
    });

    it('accepts the same PAN (in any case) and date of birth again', async () => {
      const priya = await borrower('Priya Raman', '1991-05-20');
      const data = await saved(priya, {
        profileData: { panNumber: priya.person.pan.toLowerCase(), dob: '1991-05-20', gender: 'female' },
      });
      expect(data).toMatchObject({
        dob: '1991-05-20',
        panNumberMasked: `XXXXXX${priya.person.pan.slice(-4)}`,
        gender: 'female',
      });
    });

    it('sets a PAN and date of birth on an account without them, and the PAN then signs the borrower in', async () => {
      const dev = await borrowerWithoutPan('Dev Malhotra');
      expect(await read(dev)).toMatchObject({ panNumberMasked: null, dob: null });
      const pan = 'FGHPM1357K';
      pansUsed.push(pan);
      const data = await saved(dev, { profileData: { panNumber: pan.toLowerCase(), dob: '1993-09-15' } });
      expect(data).toMatchObject({ panNumberMasked: 'XXXXXX357K', dob: '1993-09-15' });
      const account = await userRow(dev.userId);
      expect(account?.panSealed).not.toContain(pan);
      expect(account?.panHash).toBe(t.deps.cipher.hash('pan', pan));
      const session = await signIn(t, { mobile: dev.mobile, pan });
      expect(session.userId).toBe(dev.userId);
      // Now they are on the account they cannot change.
      expectRefused(await save(session, { profileData: { dob: '1993-09-16' } }), {
        'profileData.dob': [identityLocked],
      });
    });

    it('refuses a date of birth after today for an account without one', async () => {
      const dev = await borrowerWithoutPan('Dev Malhotra');
      expectRefused(await save(dev, { profileData: { dob: day(1) } }), {
        'profileData.dob': ["Entered date should not be after today's date"],
      });
      expect((await userRow(dev.userId))?.dateOfBirth).toBeNull();
    });

    it('answers 409 to a PAN that belongs to another account and saves nothing', async () => {
      const rohan = await borrower('Rohan Gupta', '1988-11-03');
      const dev = await borrowerWithoutPan('Dev Malhotra');
      const answer = await save(dev, { profileData: { panNumber: rohan.person.pan, gender: 'male' } });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Failed to update Pan details!',
        fieldErrors: { 'profileData.panNumber': ['Failed to update Pan details!'] },
      });
      expect((await userRow(dev.userId))?.panHash).toBeNull();
      expect((await read(dev)).gender).toBeNull();
      expect((await userRow(rohan.userId))?.panHash).toBe(t.deps.cipher.hash('pan', rohan.person.pan));
    });

    it('refuses a malformed PAN', async () => {
      const dev = await borrowerWithoutPan('Dev Malhotra');
      expectRefused(await save(dev, { profileData: { panNumber: 'ABCDE1234F' } }), {
        'profileData.panNumber': ['Please enter a valid PAN number'],
      });
    });
  });

  describe('who may read and write', () => {
    it('needs a session on every profile route', async () => {
      const priya = await borrower();
      const answers = [
        await t.app.inject({ url: profilePath }),
        await t.app.inject({
          method: 'POST',
          url: profilePath,
          payload: { profileData: { gender: 'female' } },
        }),
        await t.app.inject({ url: `/api/lam-profile/profile?userId=${priya.userId}` }),
        await t.app.inject({ url: profilePath, headers: { authorization: 'Bearer not.a.token' } }),
        await t.app.inject({
          method: 'POST',
          url: profilePath,
          headers: { authorization: `${priya.headers.authorization}x` },
          payload: { profileData: { gender: 'female' } },
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.sessionTimeout });
      }
      expect((await read(priya)).gender).toBeNull();
    });

    it("gives each borrower their own profile only, and refuses a save to another's", async () => {
      const priya = await borrower('Priya Raman', '1991-05-20');
      const rohan = await borrower('Rohan Gupta', '1988-11-03');
      await saved(priya, {
        profileData: { address: bengaluruHome },
        references: twoReferences,
        bankAccounts: [hdfcAccount],
      });

      // A userId in the query does not change whose profile GET answers with.
      const asked = await t.app.inject({
        url: `${profilePath}?userId=${priya.userId}`,
        headers: rohan.headers,
      });
      expect(asked.statusCode).toBe(200);
      expect((asked.json() as { profileData: ProfileData }).profileData.userId).toBe(rohan.userId);
      expect(asked.body).not.toContain('Priya');
      expect(asked.body).not.toContain('XXXX6789');

      const rohansView = await read(rohan);
      expect(rohansView).toMatchObject({
        userId: rohan.userId,
        name: 'Rohan Gupta',
        mobile: rohan.person.mobile,
        address: emptyAddress,
        references: [],
        bankAccounts: [],
      });

      const before = await read(priya);
      const refused = await save(
        rohan,
        { profileData: { address: delhiHome }, bankAccounts: [iciciAccount] },
        priya.userId,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.genericRequestFailure });
      expect(await read(priya)).toEqual(before);
      expect((await read(rohan)).address).toEqual(emptyAddress);

      // Naming oneself is allowed.
      expect((await saved(rohan, { profileData: { gender: 'male' } })).userId).toBe(rohan.userId);
      const own = await save(rohan, { profileData: { education: 'Class 12 or Diploma' } }, rohan.userId);
      expect(own.statusCode).toBe(200);
      expect((await read(priya)).gender).toBeNull();
    });

    it('answers lam-profile/profile for the token’s own userId only', async () => {
      const priya = await borrower('Priya Raman', '1991-05-20');
      const rohan = await borrower('Rohan Gupta', '1988-11-03');
      const own = await t.app.inject({
        url: `/api/lam-profile/profile?userId=${priya.userId}`,
        headers: priya.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        userId: priya.userId,
        name: 'Priya Raman',
        mobile: priya.person.mobile,
        email: null,
        dob: '1991-05-20',
        panNumberMasked: `XXXXXX${priya.person.pan.slice(-4)}`,
        mobileOtpVerified: false,
        whatsappOptIn: false,
        roles: ['BORROWER'],
      });

      const other = await t.app.inject({
        url: `/api/lam-profile/profile?userId=${priya.userId}`,
        headers: rohan.headers,
      });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(JSON.stringify(other.json())).not.toContain('Priya');

      const missing = await t.app.inject({ url: '/api/lam-profile/profile', headers: rohan.headers });
      expect(missing.statusCode).toBe(400);
      const malformed = await t.app.inject({
        url: '/api/lam-profile/profile?userId=priya',
        headers: rohan.headers,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('the log', () => {
    it('holds no account number or PAN sent in any of the saves above', () => {
      expect(pansUsed.length).toBeGreaterThan(10);
      expect(
        loggedSecrets([
          hdfcAccount.accountNumber,
          iciciAccount.accountNumber,
          '30987654321',
          '777788889999',
          '11112222333',
        ]),
      ).toEqual([]);
    });
  });
});
