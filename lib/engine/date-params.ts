import { badRequest } from '@/lib/engine/errors';
import type { Company } from '@/lib/tenant/company';
import { todayIn, zoneOf } from '@/lib/time-zones';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether year, month and day name a day of years 1 to 9999 (the proleptic Gregorian calendar
 * PostgreSQL and JavaScript share). Year 0 is refused: PostgreSQL has none, and Date.UTC would
 * have read years 0 to 99 as 1900 to 1999.
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** A YYYY-MM-DD query parameter, checked to be a real date of years 1 to 9999; 400 naming it otherwise. */
export function dateParam(params: URLSearchParams, name: string, fallback?: string): string {
  const value = params.get(name) ?? fallback;
  if (!value) throw badRequest(`Missing required parameter: ${name}`);
  const m = ISO_DATE.exec(value);
  if (!m || !isCalendarDate(+m[1], +m[2], +m[3])) throw badRequest(`Invalid value for parameter "${name}": a date YYYY-MM-DD of the years 0001 to 9999 is expected.`);
  return value;
}

/** A YYYY query parameter of the years 1 to 9999 (the year of `today` if absent); 400 naming it otherwise. */
export function yearParam(params: URLSearchParams, today: string, name = 'year'): number {
  const raw = params.get(name) ?? today.slice(0, 4);
  if (!/^\d{4}$/.test(raw) || Number(raw) < 1) throw badRequest(`Invalid value for parameter "${name}": a year YYYY from 0001 to 9999 is expected.`);
  return Number(raw);
}

/**
 * Today's date (YYYY-MM-DD) where the company is: in the time zone of its settings, not the
 * server's or UTC's (at 5 pm on the 30th in Los Angeles it is the 30th, though UTC is on the 1st).
 * Every default date, "as of" and period of a company counts from it; instants stay UTC.
 */
export const today = (company: Pick<Company, 'settings'>, now = new Date()): string => todayIn(zoneOf(company.settings), now);
