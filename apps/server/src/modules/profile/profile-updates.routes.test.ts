import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import {
  identityLocked,
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
  save,
  saved,
  read,
  expectRefused,
  profileRow,
  accountRows,
  userRow,
  bengaluruHome,
  delhiHome,
  loggedSecrets,
} = profileTestKit(ctx);

describe('application profile: later saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

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

  describe('the log', () => {
    it('holds no account number or PAN sent in any of the saves above', () => {
      expect(pansUsed.length).toBeGreaterThan(5);
      expect(loggedSecrets()).toEqual([]);
    });
  });
});
