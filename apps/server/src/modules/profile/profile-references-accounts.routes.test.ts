import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

import { hdfcAccount, iciciAccount, twoReferences, profileTestKit } from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const { loggedSecrets, borrower, save, saved, read, expectRefused } = profileTestKit(ctx);

describe('application profile rules: references and bank accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('validation messages', () => {
    it('refuses references with the same name: "Reference name can\'t be same"', async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, {
          references: [
            { referenceName: 'Asha Rao', referenceMobile: '9123400001', referenceRelation: 'Friend' },
            { referenceName: ' asha  RAO ', referenceMobile: '9123400002', referenceRelation: 'Sister' },
          ],
        }),
        { 'references.1.referenceName': ["Reference name can't be same"] },
      );
    });

    it('refuses references with the same mobile: "Reference mobile number can\'t be same"', async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, {
          references: [
            { referenceName: 'Asha Rao', referenceMobile: '9123400001', referenceRelation: 'Friend' },
            { referenceName: 'Vikram Sen', referenceMobile: '9123400002', referenceRelation: 'Colleague' },
            { referenceName: 'Nisha Sen', referenceMobile: '9123400001', referenceRelation: 'Relative' },
          ],
        }),
        { 'references.2.referenceMobile': ["Reference mobile number can't be same"] },
      );
    });

    it("refuses the borrower's own mobile or alternate mobile as a reference's", async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, {
          references: [
            { referenceName: 'Asha Rao', referenceMobile: priya.person.mobile, referenceRelation: 'Friend' },
            { referenceName: 'Vikram Sen', referenceMobile: '9123400002', referenceRelation: 'Colleague' },
          ],
        }),
        { 'references.0.referenceMobile': ["Reference mobile number can't be your own number"] },
      );
      // An alternate number saved earlier is the borrower's own too, and so is one sent in the same save.
      await saved(priya, { profileData: { alternateMobileNumbers: ['9876500011'] } });
      expectRefused(
        await save(priya, {
          references: [
            { referenceName: 'Asha Rao', referenceMobile: '9876500011', referenceRelation: 'Friend' },
            { referenceName: 'Vikram Sen', referenceMobile: '9123400002', referenceRelation: 'Colleague' },
          ],
        }),
        { 'references.0.referenceMobile': ["Reference mobile number can't be your own number"] },
      );
      expectRefused(
        await save(priya, {
          profileData: { alternateMobileNumbers: ['9876500033'] },
          references: [
            { referenceName: 'Asha Rao', referenceMobile: '9123400001', referenceRelation: 'Friend' },
            { referenceName: 'Vikram Sen', referenceMobile: '9876500033', referenceRelation: 'Colleague' },
          ],
        }),
        { 'references.1.referenceMobile': ["Reference mobile number can't be your own number"] },
      );
    });

    it('needs at least two references and a relation for each', async () => {
      const priya = await borrower();
      const one = await save(priya, { references: [twoReferences[0]] });
      expect(one.statusCode).toBe(400);
      expectRefused(one, { references: ['Please enter mandatory details'] });
      expectRefused(await save(priya, { references: [] }), {
        references: ['Please enter mandatory details'],
      });
      expectRefused(
        await save(priya, {
          references: [twoReferences[0], { ...twoReferences[1], referenceRelation: 'Neighbour' }],
        }),
        { 'references.1.referenceRelation': ['Please select this to continue the application'] },
      );
      expect((await read(priya)).references).toEqual([]);
    });

    it('refuses a repayment account that is the disbursal account (its number at its IFSC), on both', async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, {
          bankAccounts: [
            hdfcAccount,
            { ...iciciAccount, ifsc: 'hdfc0000001', accountNumber: ` ${hdfcAccount.accountNumber} ` },
          ],
        }),
        {
          'bankAccounts.0.accountNumber': [
            '*Repayment Account details should be different from the disbursal',
          ],
          'bankAccounts.1.accountNumber': [
            '*Disbursal Account details should be different from the repayment',
          ],
        },
      );
    });

    it('compares a new account with the saved account of the other purpose', async () => {
      const priya = await borrower();
      await saved(priya, { bankAccounts: [iciciAccount] });
      expectRefused(
        await save(priya, {
          bankAccounts: [
            { ...hdfcAccount, ifsc: iciciAccount.ifsc, accountNumber: iciciAccount.accountNumber },
          ],
        }),
        {
          'bankAccounts.0.accountNumber': [
            '*Repayment Account details should be different from the disbursal',
          ],
        },
      );
      expectRefused(
        await save(priya, {
          bankAccounts: [{ ...hdfcAccount, purposeType: 'DISBURSAL' }, { ...hdfcAccount }],
        }),
        {
          'bankAccounts.0.accountNumber': [
            '*Disbursal Account details should be different from the repayment',
          ],
          'bankAccounts.1.accountNumber': [
            '*Repayment Account details should be different from the disbursal',
          ],
        },
      );
      // Replacing the disbursal account with a new number at the same time is fine.
      const data = await saved(priya, {
        bankAccounts: [
          { ...hdfcAccount, accountNumber: iciciAccount.accountNumber },
          { ...iciciAccount, accountNumber: '777788889999' },
        ],
      });
      expect(data.bankAccounts.map((account) => account.accountNumberMasked)).toEqual([
        'XXXX9999',
        'XXXX4567',
      ]);
    });

    it('takes for repayment an account that only looks like the disbursal one: its number at another bank, or another number ending alike at its branch', async () => {
      const priya = await borrower();
      await saved(priya, { bankAccounts: [iciciAccount] });
      await saved(priya, { bankAccounts: [{ ...hdfcAccount, accountNumber: iciciAccount.accountNumber }] });
      const data = await saved(priya, {
        bankAccounts: [{ ...hdfcAccount, ifsc: iciciAccount.ifsc, accountNumber: '777701234567' }],
      });
      expect(data.bankAccounts.map((account) => [account.purposeType, account.accountNumberMasked])).toEqual([
        ['DISBURSAL', 'XXXX4567'],
        ['NACH', 'XXXX4567'],
      ]);
    });

    it("refuses a well-formed IFSC that names no branch: 'Incorrect IFSC code!'", async () => {
      const priya = await borrower();
      expectRefused(await save(priya, { bankAccounts: [{ ...hdfcAccount, ifsc: 'HDFC0000066' }] }), {
        'bankAccounts.0.ifsc': ['Incorrect IFSC code!'],
      });
      expectRefused(
        await save(priya, { bankAccounts: [hdfcAccount, { ...iciciAccount, ifsc: 'ABCD0123456' }] }),
        {
          'bankAccounts.1.ifsc': ['Incorrect IFSC code!'],
        },
      );
    });

    it.each(['HDFC123', 'HDFC1000001', 'HDFC00000011', '1234HDFC001'])(
      "refuses the malformed IFSC %s: 'Wrong IFSC'",
      async (ifsc) => {
        const priya = await borrower();
        expectRefused(await save(priya, { bankAccounts: [{ ...hdfcAccount, ifsc }] }), {
          'bankAccounts.0.ifsc': ['Wrong IFSC'],
        });
      },
    );

    it.each(['1234567', '1234-5678-90', '1234567890123456789'])(
      "refuses the account number %s: 'Please enter correct account number'",
      async (accountNumber) => {
        const priya = await borrower();
        expectRefused(await save(priya, { bankAccounts: [{ ...hdfcAccount, accountNumber }] }), {
          'bankAccounts.0.accountNumber': ['Please enter correct account number'],
        });
      },
    );

    it('refuses two accounts for one purpose', async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, { bankAccounts: [hdfcAccount, { ...iciciAccount, purposeType: 'NACH' }] }),
        {
          'bankAccounts.1.purposeType': [messages.enterCorrectDetails],
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
