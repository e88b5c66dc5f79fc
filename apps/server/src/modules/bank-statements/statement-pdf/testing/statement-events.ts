import { daysInMonth } from '@kredo/domain/calendar-date';

import type { Random } from './seeded-random.ts';

export type EventKind =
  | 'salary'
  | 'emi'
  | 'emi-return'
  | 'emi-return-charge'
  | 'cheque'
  | 'cheque-return'
  | 'cheque-return-charge'
  | 'rent'
  | 'atm'
  | 'card-bill'
  | 'upi-debit'
  | 'upi-credit'
  | 'pos'
  | 'interest';

/** Something that happened on the account, before a bank words it (bank-narrations.ts). */
export type StatementEvent = {
  date: string;
  kind: EventKind;
  amountPaise: number;
  party: string;
  handle: string;
  ref: string;
  chequeNumber: string;
  /** The month a salary is for (the one before it is paid), or the quarter an interest credit ends. */
  month: { year: number; month: number };
};

export const creditKinds: ReadonlySet<EventKind> = new Set([
  'salary',
  'emi-return',
  'cheque-return',
  'upi-credit',
  'interest',
]);
/** Spending a bank lets through only while there is money: dropped rather than overdrawn. */
export const discretionaryKinds: ReadonlySet<EventKind> = new Set(['atm', 'card-bill', 'upi-debit', 'pos']);

export type EventPlan = {
  periodFrom: string;
  periodTo: string;
  months: number;
  monthlySalaryPaise: number;
  employer: string;
  bounces: number;
  transactionsPerMonth: number;
};

const MERCHANTS: ReadonlyArray<[string, string]> = [
  ['SWIGGY', 'swiggy@icici'],
  ['ZOMATO', 'zomato@hdfcbank'],
  ['BIGBASKET', 'bigbasket@axisbank'],
  ['UBER INDIA', 'uber@axisbank'],
  ['AMAZON PAY', 'amazonpay@apl'],
  ['FLIPKART', 'flipkart@ybl'],
  ['BHARAT PETROLEUM', 'bpcl.14523@icici'],
  ['SHARMA KIRANA STORE', 'paytmqr2810x@paytm'],
  ['APOLLO PHARMACY', 'apollopharmacy@hdfcbank'],
  ['IRCTC', 'irctc@sbi'],
  ['ADANI ELECTRICITY', 'adanielectricity@icici'],
  ['DMART', 'dmartavenue@ybl'],
  ['BOOKMYSHOW', 'bookmyshow@icici'],
  ['ZEPTO', 'zepto@ybl'],
  ['BLINKIT', 'blinkit@ybl'],
  ['RELIANCE JIO', 'jio@sbi'],
];
const FRIENDS: ReadonlyArray<[string, string]> = [
  ['RAHUL SHARMA', 'rahul.sharma@okaxis'],
  ['PRIYA NAIR', 'priyanair@okhdfcbank'],
  ['AMIT KUMAR', '9876501234@ybl'],
  ['NEHA GUPTA', 'neha.gupta@oksbi'],
  ['VIKRAM SINGH', 'vikram88@okicici'],
  ['ANJALI MEHTA', 'anjalimehta@ibl'],
];
const LENDERS = ['BAJAJ FINANCE LTD', 'TATA CAPITAL LTD', 'HDB FINANCIAL SERVICES'];
const LANDLORDS = ['RAMESH GUPTA', 'SURESH IYER', 'LATA DESAI'];
const PAYEES = ['SHREE SAI TRADERS', 'MAHESH PATIL', 'OM SAI ENTERPRISES'];
export const CITIES = ['MUMBAI', 'PUNE', 'BENGALURU', 'CHENNAI', 'DELHI', 'HYDERABAD'];

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Rupees with paise now and then, as card and UPI amounts are. */
function spend(random: Random, averagePaise: number): number {
  const amount = Math.max(1_000, Math.round((averagePaise * random.int(20, 180)) / 100));
  return random.chance(0.6) ? Math.max(100, Math.round(amount / 100) * 100) : amount;
}

/** The months' events in date order; a day's events in the order they happen. */
export function planEvents(plan: EventPlan, random: Random): StatementEvent[] {
  const [fromYear, fromMonth] = plan.periodFrom.split('-').map(Number) as [number, number];
  const lastDayOfPeriod = Number(plan.periodTo.slice(8, 10));
  const lender = random.pick(LENDERS);
  const landlord = random.pick(LANDLORDS);
  const emiPaise = random.int(8_000, 20_000) * 100 + random.int(0, 99);
  const rentPaise = random.int(24, 50) * 50_000;
  const umrn = `${lender.slice(0, 4).replaceAll(' ', 'X')}7${random.digits(11)}`;
  const bounceMonths = Array.from({ length: plan.bounces }, (_, k) =>
    Math.floor(((k + 1) * plan.months) / (plan.bounces + 1)),
  );
  // Each friend's next transfer is 30% more than their last: never "a payer of a similar amount every
  // month", which the analysis would rightly read as income.
  const lastFromFriend = new Map<string, number>();
  const fromFriend = (name: string) => {
    const amount = Math.ceil(((lastFromFriend.get(name) ?? random.int(100, 300) * 100) * 13) / 1_000) * 100;
    lastFromFriend.set(name, amount);
    return amount;
  };
  const events: StatementEvent[] = [];
  for (let index = 0; index < plan.months; index += 1) {
    const year = fromYear + Math.floor((fromMonth - 1 + index) / 12);
    const month = ((fromMonth - 1 + index) % 12) + 1;
    const lastDay = index === plan.months - 1 ? lastDayOfPeriod : daysInMonth(year, month);
    const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    const add = (
      day: number,
      kind: EventKind,
      amountPaise: number,
      party = '',
      handle = '',
      chequeNumber = '',
    ) => {
      if (day <= lastDay) {
        events.push({
          date: iso(year, month, day),
          kind,
          amountPaise,
          party,
          handle,
          ref: random.digits(12),
          chequeNumber,
          month: kind === 'salary' ? previous : { year, month },
        });
      }
    };
    const fixedBefore = events.length;
    add(random.int(1, 3), 'salary', plan.monthlySalaryPaise, plan.employer);
    add(3, 'rent', rentPaise, landlord);
    const bounce = bounceMonths.indexOf(index);
    add(5, 'emi', emiPaise, lender, umrn);
    if (bounce >= 0 && bounce % 2 === 0) {
      add(5, 'emi-return', emiPaise, lender, umrn);
      add(5, 'emi-return-charge', 59_000, lender, umrn);
    }
    if (bounce >= 0 && bounce % 2 === 1) {
      const cheque = `${random.int(100, 999)}${random.digits(3)}`;
      const payee = random.pick(PAYEES);
      const amount = random.int(5_000, 25_000) * 100;
      add(12, 'cheque', amount, payee, '', cheque);
      add(12, 'cheque-return', amount, payee, '', cheque);
      add(12, 'cheque-return-charge', 35_400, payee, '', cheque);
    }
    add(
      18,
      'card-bill',
      spend(random, 900_000),
      'CREDIT CARD',
      `4${random.digits(3)}XXXXXXXX${random.digits(4)}`,
    );
    for (const day of [random.int(6, 14), random.int(20, 27)]) {
      add(
        day,
        'atm',
        random.pick([2_000, 3_000, 5_000, 10_000]) * 100,
        random.pick(CITIES),
        `S1AW${random.digits(4)}`,
      );
    }
    if (month % 3 === 0) add(daysInMonth(year, month), 'interest', random.int(12_000, 90_000), 'INTEREST');
    const fill = Math.max(0, plan.transactionsPerMonth - (events.length - fixedBefore));
    const average = Math.max(5_000, Math.round((plan.monthlySalaryPaise * 0.2) / Math.max(1, fill)));
    let friendlyCredits = 0;
    for (let n = 0; n < fill; n += 1) {
      const day = random.int(1, lastDay);
      const roll = random.int(1, 100);
      // At most two a month, so that a friend's transfers stay few and small.
      if (roll <= 12 && friendlyCredits < 2) {
        friendlyCredits += 1;
        const [name, vpa] = random.pick(FRIENDS);
        add(day, 'upi-credit', fromFriend(name), name, vpa);
      } else if (roll <= 24) add(day, 'pos', spend(random, average), ...random.pick(MERCHANTS));
      else add(day, 'upi-debit', spend(random, average), ...random.pick(MERCHANTS));
    }
  }
  // Stable: a day's fixed events (a bounce's debit, return and charge) keep their order.
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
