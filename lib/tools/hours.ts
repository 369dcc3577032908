import { divRound } from './rounding';
import type { Cents } from '@/lib/money';

/**
 * Hour Calculator [5]: times and durations as whole minutes. A duration is written `h:mm`
 * (`7:45`, `-0:30`), or as decimal hours (`7.75`); a clock time `hh:mm` on a 24-hour clock.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  const clock = /^(-)?(\d{1,4}):([0-5]\d)$/.exec(value);
  if (clock) return (clock[1] ? -1 : 1) * (Number(clock[2]) * 60 + Number(clock[3]));
  const decimal = /^(-)?(\d{1,4})(?:\.(\d{1,2}))?$/.exec(value);
  if (decimal) return (decimal[1] ? -1 : 1) * Math.round(Number(`${decimal[2]}.${decimal[3] ?? '0'}`) * 60);
  return null;
}

/** A clock time `hh:mm` (00:00 to 23:59, `24:00` for the end of the day) as minutes after midnight. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** Minutes as `h:mm` (`-1:05`). */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes as decimal hours with 2 places ("7.75"), rounded half-up (7:50 is 7.83). */
export function decimalHours(minutes: number): string {
  const hundredths = divRound(BigInt(minutes) * 100n, 60n);
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of signed durations (`+ 2:30`, `- 0:45`). */
export const addDurations = (items: { minutes: number; subtract?: boolean }[]) => items.reduce((sum, i) => sum + (i.subtract ? -i.minutes : i.minutes), 0);

export type Shift = { start: number; end: number; breakMinutes?: number };

/**
 * Minutes worked in a shift: from start to end (an end before the start is after midnight: 22:00
 * to 06:00 is 8 hours) less its break, never below zero.
 */
export function shiftMinutes(shift: Shift): number {
  const span = shift.end >= shift.start ? shift.end - shift.start : shift.end + 24 * 60 - shift.start;
  return Math.max(0, span - (shift.breakMinutes ?? 0));
}

export const totalShiftMinutes = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + shiftMinutes(s), 0);

/** Pay for `minutes` at an hourly rate in cents: rate x minutes / 60, rounded half-up to the cent once, on the total. */
export const payFor = (minutes: number, hourlyRate: Cents): Cents => divRound(hourlyRate * BigInt(minutes), 60n);
