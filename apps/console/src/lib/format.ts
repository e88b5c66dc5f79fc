import { formatBasisPointsAsPercent, formatRupees, paise, basisPoints } from '@kredo/domain/money';

/** ₹1,50,000 for whole-rupee amounts (requests, limits), ₹6,875.50 when paise matter. */
export function formatAmount(amountPaise: number, { exact = false }: { exact?: boolean } = {}): string {
  const value = paise(amountPaise);
  return formatRupees(value, { symbol: true, decimals: exact || value % 100 !== 0 ? 2 : 0 });
}

/** 3150 basis points as "31.5%". */
export function formatPercent(rateBp: number): string {
  return `${formatBasisPointsAsPercent(basisPoints(rateBp))}%`;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** How long since `iso`: "12 min", "5 h", "3 d". */
export function formatAge(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < hour) return `${Math.floor(elapsed / minute)} min`;
  if (elapsed < day) return `${Math.floor(elapsed / hour)} h`;
  return `${Math.floor(elapsed / day)} d`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
