import { messages } from '@kredo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { groupByPincode } from './directory.service.ts';

const anita = { name: 'Anita Desai', mobile: '9456700001', pan: 'EFGPA2468K', dob: '1990-04-12' };

type CompanyReply = {
  data: { hits: { found: number; hit: Array<{ fields: { name: string; cin: string } }> } };
};

describe('directory look-ups', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedPerson(t, anita);
    ({ headers } = await signIn(t, anita));
  });
  afterAll(() => t.close());

  const pincode = (code: string, withSession = true) =>
    t.app.inject({ url: `/api/pincodes/${code}`, headers: withSession ? headers : {} });
  const companies = (q: string, withSession = true) =>
    t.app.inject({
      url: `/api/company-info/?q=${encodeURIComponent(q)}`,
      headers: withSession ? headers : {},
    });
  const names = (reply: { json(): unknown }) =>
    (reply.json() as CompanyReply).data.hits.hit.map((hit) => hit.fields.name);

  describe('GET /api/pincodes/:pincode', () => {
    it('answers a pincode with the district and state most of its post offices give', async () => {
      const answer = await pincode('110001');
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as {
        pincode: string;
        district: string;
        state: string;
        postOffices: string[];
      };
      // 20 of its 21 post offices say Central Delhi, one says New Delhi.
      expect(body).toMatchObject({ pincode: '110001', district: 'Central Delhi', state: 'Delhi' });
      expect(body.postOffices).toHaveLength(21);
      expect(body.postOffices).toContain('Connaught Place');
      // 'New Delhi ' is stored trimmed, and the list is sorted.
      expect(body.postOffices).toContain('New Delhi');
      expect(body.postOffices).toEqual([...body.postOffices].sort());

      const bengaluru = await pincode('560001');
      expect(bengaluru.json()).toMatchObject({
        pincode: '560001',
        district: 'Bangalore',
        state: 'Karnataka',
      });
    });

    it('needs a session', async () => {
      const answer = await pincode('110001', false);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.sessionTimeout });
    });

    it.each(['000000', '012345', '12345', '1100011', '11000a'])(
      "refuses the malformed pincode %s with 'Invalid Pincode'",
      async (code) => {
        const answer = await pincode(code);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { pincode: ['Invalid Pincode'] },
        });
      },
    );

    it("answers 404 'Please Enter Valid Pincode' for a well-formed pincode no post office has", async () => {
      const answer = await pincode('999999');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Please Enter Valid Pincode',
        fieldErrors: { pincode: ['Please Enter Valid Pincode'] },
      });
    });
  });

  describe('GET /api/company-info/', () => {
    it('finds a company by part of its name, case-insensitively, in the search reply shape', async () => {
      const answer = await companies('info');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        data: {
          hits: { found: 1, hit: [{ fields: { name: 'Infosys Limited', cin: 'L85110KA1981PLC013115' } }] },
        },
      });
      expect(names(await companies('INFOSYS'))).toEqual(['Infosys Limited']);
    });

    it('lists names that start with the text before names that only contain it', async () => {
      expect(names(await companies('mahindra'))).toEqual([
        'Mahindra & Mahindra Limited',
        'Kotak Mahindra Bank Limited',
        'Tech Mahindra Limited',
      ]);
    });

    it('answers at most ten hits', async () => {
      const hits = names(await companies('limited'));
      expect(hits).toHaveLength(10);
      for (const name of hits) expect(name.toLowerCase()).toContain('limited');
    });

    it('finds a name with an ampersand sent URL-encoded', async () => {
      const answer = await companies('Larsen & T');
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as CompanyReply).data.hits.hit).toEqual([
        { fields: { name: 'Larsen & Toubro Limited', cin: 'L99999MH1946PLC004768' } },
      ]);
    });

    it.each(['%%%', '___', 'a%b', 'in_o', '\\\\\\'])('matches %s literally, not as a pattern', async (q) => {
      const answer = await companies(q);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { hits: { found: 0, hit: [] } } });
    });

    it('treats a backtick as an ordinary character', async () => {
      const quoted = await companies('`info`');
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json()).toEqual({ data: { hits: { found: 0, hit: [] } } });
      const trailing = await companies("Infosys'`; drop table companies; --");
      expect(trailing.statusCode).toBe(200);
      expect(names(trailing)).toEqual([]);
      // The registry is still there.
      expect(names(await companies('info'))).toEqual(['Infosys Limited']);
    });

    it('needs at least three characters (after trimming) and at most 100', async () => {
      for (const q of ['in', '  in  ', '']) {
        const answer = await companies(q);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { q: [messages.selectCompany] },
        });
      }
      expect((await companies('x'.repeat(101))).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/company-info/', headers })).statusCode).toBe(400);
    });

    it('needs a session', async () => {
      const answer = await companies('info', false);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('GET /ifsc/:ifsc', () => {
    it('answers branch details for a code in the branch data, without a session', async () => {
      const answer = await t.app.inject('/ifsc/HDFC0000001');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        IFSC: 'HDFC0000001',
        BANK: 'HDFC Bank',
        BRANCH: 'Kamala Mills Compound',
        CITY: 'Mumbai',
        STATE: 'Maharashtra',
      });
    });

    it('accepts a code typed in lower case or with spaces around it', async () => {
      const answer = await t.app.inject('/ifsc/icic0000002');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        IFSC: 'ICIC0000002',
        BANK: 'ICICI Bank',
        BRANCH: 'MG Road',
        CITY: 'Bengaluru',
        STATE: 'Karnataka',
      });
      const spaced = await t.app.inject(`/ifsc/${encodeURIComponent(' hdfc0000001 ')}`);
      expect(spaced.statusCode).toBe(200);
      expect(spaced.json()).toMatchObject({ IFSC: 'HDFC0000001', BRANCH: 'Kamala Mills Compound' });
    });

    it('answers a real code without branch data with its bank only', async () => {
      const answer = await t.app.inject('/ifsc/HDFC0000003');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        IFSC: 'HDFC0000003',
        BANK: 'HDFC Bank',
        BRANCH: null,
        CITY: null,
        STATE: null,
      });
      // HDFC0999999 is in RBI's list too (HDFC Bank's central code), so it is found, not refused.
      expect((await t.app.inject('/ifsc/HDFC0999999')).json()).toEqual({
        IFSC: 'HDFC0999999',
        BANK: 'HDFC Bank',
        BRANCH: null,
        CITY: null,
        STATE: null,
      });
    });

    it.each([
      ['a well-formed code of a bank that does not exist', 'ABCD0123456'],
      ['a well-formed code of a real bank with no such branch', 'HDFC0000066'],
      ['a code without the reserved zero', 'HDFC1000001'],
      ['a code too short', 'HDFC000001'],
      ['text that is no code', 'not-an-ifsc'],
    ])("answers 404 'Incorrect IFSC code!' to %s", async (_label, code) => {
      const answer = await t.app.inject(`/ifsc/${code}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Incorrect IFSC code!' });
    });

    it('refuses a parameter longer than 20 characters', async () => {
      const answer = await t.app.inject(`/ifsc/${'A'.repeat(21)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
});

describe('groupByPincode', () => {
  const office = (name: string, pincode: number, district: string, state: string) => ({
    name,
    pincode,
    district,
    state,
  });

  it('makes one row per pincode with the most common district and state', () => {
    const rows = groupByPincode([
      office('Baroda House', 110001, 'Central Delhi', 'Delhi'),
      office('New Delhi ', 110001, 'New Delhi', 'Delhi'),
      office('Janpath', 110001, 'Central Delhi', 'Delhi'),
      office('Vidhana Soudha', 560001, 'Bangalore', 'Karnataka'),
    ]);
    expect(rows).toEqual([
      {
        pincode: '110001',
        district: 'Central Delhi',
        state: 'Delhi',
        postOffices: ['Baroda House', 'Janpath', 'New Delhi'],
      },
      { pincode: '560001', district: 'Bangalore', state: 'Karnataka', postOffices: ['Vidhana Soudha'] },
    ]);
  });

  it('breaks a tie by the name that sorts first, whatever the input order', () => {
    const offices = [
      office('Alpha', 400001, 'Mumbai', 'Maharashtra'),
      office('Beta', 400001, 'Raigarh(MH)', 'Maharashtra'),
    ];
    expect(groupByPincode(offices)[0]?.district).toBe('Mumbai');
    expect(groupByPincode([...offices].reverse())[0]?.district).toBe('Mumbai');
  });

  it('counts district and state apart, and lists each post office name once, trimmed and sorted', () => {
    const [row] = groupByPincode([
      office('Zeta ', 123456, 'North', 'Goa'),
      office(' Zeta', 123456, 'South', 'Kerala'),
      office('Eta', 123456, 'South', 'Goa'),
    ]);
    expect(row).toEqual({ pincode: '123456', district: 'South', state: 'Goa', postOffices: ['Eta', 'Zeta'] });
  });

  it('answers nothing for no post offices', () => {
    expect(groupByPincode([])).toEqual([]);
  });
});
