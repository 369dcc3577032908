/**
 * Date Calculator [192]: calendar dates as ISO text (yyyy-mm-dd), computed on days since the
 * epoch in UTC, so no time zone or daylight saving change can move a day.
 */
const DAY_MS = 86_400_000;

export type IsoDate = string;

/** Days since 1970-01-01 of an ISO date; null when it is not a real date (2026-02-30). */
export function dayNumber(iso: IsoDate): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return Math.round(time / DAY_MS);
}

export const fromDayNumber = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday ... 6 Saturday. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
const isWeekend = (day: number) => weekday(day) === 0 || weekday(day) === 6;

const must = (iso: IsoDate) => {
  const day = dayNumber(iso);
  if (day === null) throw new RangeError(`Not a date: ${iso}`);
  return day;
};

/**
 * Days from `from` to `to` (the end counted, the start not: Monday to Tuesday is 1), negative
 * when `to` is earlier. `businessDays` counts only Monday to Friday, less the `holidays` given.
 */
export function daysBetween(from: IsoDate, to: IsoDate, options: { businessDays?: boolean; holidays?: IsoDate[] } = {}): number {
  const a = must(from);
  const b = must(to);
  if (!options.businessDays) return b - a;
  const sign = b < a ? -1 : 1;
  const [lo, hi] = b < a ? [b, a] : [a, b];
  const holidays = new Set((options.holidays ?? []).map(dayNumber).filter((d): d is number => d !== null));
  // Whole weeks hold 5 business days each; the few days left are looked at one by one.
  const span = hi - lo;
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  for (let day = lo + weeks * 7 + 1; day <= hi; day++) if (!isWeekend(day)) count++;
  for (const h of holidays) if (h > lo && h <= hi && !isWeekend(h)) count--;
  return sign * count;
}

export type DateUnit = 'days' | 'business_days' | 'weeks' | 'months' | 'years';

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/**
 * `date` moved by `amount` units (negative moves back). Months and years keep the day of the
 * month, or take the month's last day when it has fewer (Jan 31 + 1 month = Feb 28, or 29 in a
 * leap year); with `endOfMonth`, a date on its month's last day stays on the last day (Feb 28
 * + 1 month = Mar 31). Business days skip Saturdays and Sundays (a weekend start moves from
 * the next Monday or previous Friday).
 */
export function addToDate(date: IsoDate, amount: number, unit: DateUnit, options: { endOfMonth?: boolean } = {}): IsoDate {
  if (!Number.isInteger(amount)) throw new RangeError('The amount must be a whole number.');
  const day = must(date);
  if (unit === 'days') return fromDayNumber(day + amount);
  if (unit === 'weeks') return fromDayNumber(day + amount * 7);
  if (unit === 'business_days') {
    const step = amount < 0 ? -1 : 1;
    let left = Math.abs(amount);
    let current = day;
    while (left > 0) {
      current += step;
      if (!isWeekend(current)) left--;
    }
    return fromDayNumber(current);
  }
  const [y, m, d] = date.split('-').map(Number);
  const months = unit === 'years' ? amount * 12 : amount;
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  const last = daysInMonth(year, month0);
  const wasLast = d === daysInMonth(y, m - 1);
  const target = options.endOfMonth && wasLast ? last : Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month0 + 1).padStart(2, '0')}-${String(target).padStart(2, '0')}`;
}
