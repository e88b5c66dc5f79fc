import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import type { ProfileData } from '@kredo/contract/application-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountNumberContext } from './profile.service.ts';

import { profilePath, hdfcAccount, iciciAccount, twoReferences, profileTestKit } from './profile-test-kit.ts';

const ctx = {} as { t: TestApp };
const {
  pansUsed,
  borrower,
  save,
  saved,
  read,
  accountRows,
  emptyAddress,
  bengaluruHome,
  delhiHome,
  loggedSecrets,
} = profileTestKit(ctx);

describe('application profile: secrets and access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = ctx.t = await buildTestApp();
  });
  afterAll(() => t.close());

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
      expect(pansUsed.length).toBeGreaterThan(5);
      expect(loggedSecrets()).toEqual([]);
    });
  });
});
