import { randomUUID } from 'node:crypto';

import { messages } from '@kredo/contract/messages';
import type { ProfileData } from '@kredo/contract/application-profile';
import { daysInMonth, indianDate, parseIsoDate } from '@kredo/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedPerson, signIn, type Person } from '../../../test/helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertUserUnlessMobileTaken } from '../users/users.repository.ts';
import { users } from '../users/users.schema.ts';
import { accountNumberContext } from './profile.service.ts';
import { bankAccounts, profiles } from './profile.schema.ts';

type Headers = Record<string, string>;
type Session = { userId: string; headers: Headers };
type Reply = { statusCode: number; json(): unknown };

const DAY_MS = 24 * 60 * 60 * 1000;
const identityLocked = 'Your PAN and date of birth are already on your account and cannot be changed here.';
const profilePath = '/api/paandu/profile';

// Real codes: HDFC0000001 and ICIC0000002 are in the branch sample, SBIN0000001 in RBI's list.
const hdfcAccount = {
  beneficiaryName: 'Priya Raman',
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0000001',
  accountNumber: '50100123456789',
  accountType: 'SAVINGS',
  purposeType: 'NACH',
} as const;
const iciciAccount = {
  beneficiaryName: 'Priya Raman',
  ifsc: 'ICIC0000002',
  accountNumber: '002101234567',
  purposeType: 'DISBURSAL',
} as const;

const twoReferences = [
  { referenceName: 'Asha Rao', referenceMobile: '9123400001', referenceRelation: 'Friend' },
  { referenceName: 'R. K. Sharma', referenceMobile: '5123400002', referenceRelation: 'Colleague' },
] as const;

describe('application profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // Every borrower gets a mobile and a PAN of their own.
  let people = 0;
  const pansUsed: string[] = [];
  const nextIdentity = () => {
    people += 1;
    const n = String(people).padStart(4, '0');
    const pan = `BCDPR${n}T`;
    pansUsed.push(pan);
    return { mobile: `95678${n.padStart(5, '0')}`, pan };
  };

  /** A borrower with PAN and date of birth on the account, signed in through the real OTP flow. */
  async function borrower(name = 'Priya Raman', dob = '1991-05-20'): Promise<Session & { person: Person }> {
    const person = { name, dob, ...nextIdentity() };
    await seedPerson(t, person);
    const session = await signIn(t, person);
    return { person, userId: session.userId, headers: session.headers };
  }

  /** A borrower with neither PAN nor date of birth yet (as a Google sign-up that verified a mobile). */
  async function borrowerWithoutPan(name: string): Promise<Session & { mobile: string }> {
    const { mobile } = nextIdentity();
    const id = randomUUID();
    const now = t.deps.clock.now();
    await insertUserUnlessMobileTaken(t.deps.db, { id, mobile, name, createdAt: now, updatedAt: now });
    const { token } = await t.deps.sessions.issue({ id, roles: ['BORROWER'] });
    return { userId: id, mobile, headers: { authorization: `Bearer ${token}` } };
  }

  /** Today in India by the app's clock, moved by whole days. */
  const day = (offset: number) => indianDate(new Date(t.deps.clock.now().getTime() + offset * DAY_MS));
  /** The same day of the month `months` months before today (the month's last day if shorter). */
  const monthsAgo = (months: number) => {
    const today = parseIsoDate(day(0));
    if (!today) throw new Error('no today');
    const index = today.year * 12 + (today.month - 1) - months;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const dayOfMonth = Math.min(today.day, daysInMonth(year, month));
    return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  };

  const save = (session: Pick<Session, 'headers'>, payload: object, userId?: string) =>
    t.app.inject({
      method: 'POST',
      url: userId === undefined ? profilePath : `${profilePath}?userId=${userId}`,
      headers: session.headers,
      payload,
    });
  const saved = async (session: Pick<Session, 'headers'>, payload: object): Promise<ProfileData> => {
    const answer = await save(session, payload);
    expect(answer.json()).toMatchObject({ message: 'Profile Updated' });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { profileData: ProfileData }).profileData;
  };
  const read = async (session: Pick<Session, 'headers'>): Promise<ProfileData> => {
    const answer = await t.app.inject({ url: profilePath, headers: session.headers });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { profileData: ProfileData }).profileData;
  };
  const expectRefused = (answer: Reply, fieldErrors: Record<string, string[]>) => {
    expect(answer.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.enterCorrectDetails,
      fieldErrors,
      requestId: expect.any(String),
    });
    expect(answer.statusCode).toBe(400);
  };
  const profileRow = async (userId: string) =>
    (await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
  const accountRows = (userId: string) =>
    t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  const userRow = async (userId: string) =>
    (await t.deps.db.select().from(users).where(eq(users.id, userId)))[0];

  const emptyAddress = { house: null, street: null, locality: null, landmark: null, pincode: null };
  const bengaluruHome = {
    house: '12B',
    street: 'MG Road',
    locality: 'Shivajinagar',
    landmark: 'Near Metro Station',
    pincode: '560001',
  };
  const delhiHome = {
    house: 'Flat 4, Block C',
    street: 'Janpath Lane',
    locality: 'Connaught Place',
    landmark: 'Opp. Post Office',
    pincode: '110001',
  };

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

    it('refuses a repayment account with the same number as the disbursal account, on both', async () => {
      const priya = await borrower();
      expectRefused(
        await save(priya, {
          bankAccounts: [hdfcAccount, { ...iciciAccount, accountNumber: ` ${hdfcAccount.accountNumber} ` }],
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
        await save(priya, { bankAccounts: [{ ...hdfcAccount, accountNumber: iciciAccount.accountNumber }] }),
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
      const secrets = [
        hdfcAccount.accountNumber,
        iciciAccount.accountNumber,
        '30987654321',
        '777788889999',
        '11112222333',
        ...pansUsed,
        ...pansUsed.map((pan) => pan.toLowerCase()),
      ];
      expect(pansUsed.length).toBeGreaterThan(10);
      for (const secret of secrets)
        expect(
          t.logLines.filter((line) => line.includes(secret)),
          secret,
        ).toEqual([]);
    });
  });
});
