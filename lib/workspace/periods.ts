/**
 * Report periods: the presets of the report window and the comparison periods, as pure
 * functions over YYYY-MM-DD strings (calendar months and quarters, today's date given).
 */
export const PRESETS = ['this_month', 'last_month', 'this_quarter', 'year_to_date', 'last_year'] as const;
export type Preset = (typeof PRESETS)[number];
export type Period = { from: string; to: string };
export type Comparison = 'none' | 'previous_period' | 'previous_year';

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const parts = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;
/** The last day of month `m` of year `y` (month 13 is next January, 0 last December). */
const monthEnd = (y: number, m: number) => iso(y, m + 1, 0);

export function presetPeriod(preset: Preset, today: string): Period {
  const [y, m] = parts(today);
  switch (preset) {
    case 'this_month':
      return { from: iso(y, m, 1), to: monthEnd(y, m) };
    case 'last_month':
      return { from: iso(y, m - 1, 1), to: monthEnd(y, m - 1) };
    case 'this_quarter': {
      const first = m - ((m - 1) % 3);
      return { from: iso(y, first, 1), to: monthEnd(y, first + 2) };
    }
    case 'year_to_date':
      return { from: iso(y, 1, 1), to: today };
    case 'last_year':
      return { from: iso(y - 1, 1, 1), to: iso(y - 1, 12, 31) };
  }
}

/** `date` moved by whole months; a month's last day stays the last day (Mar 31 - 1 month = Feb 28). */
function shiftMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const last = Number(monthEnd(y, m).slice(8));
  const targetLast = Number(monthEnd(y, m + months).slice(8));
  return iso(y, m + months, d === last ? targetLast : Math.min(d, targetLast));
}

/**
 * The period to compare with: the same year before, or the period just before. A period of
 * whole months (a preset) steps back by its number of months; any other by its number of days.
 */
export function comparePeriod(period: Period, comparison: Exclude<Comparison, 'none'>): Period {
  if (comparison === 'previous_year') return { from: shiftMonths(period.from, -12), to: shiftMonths(period.to, -12) };
  const [fy, fm, fd] = parts(period.from);
  const [ty, tm] = parts(period.to);
  if (fd === 1 && period.to === monthEnd(ty, tm)) {
    const months = (ty - fy) * 12 + (tm - fm) + 1;
    return { from: iso(fy, fm - months, 1), to: monthEnd(ty, tm - months) };
  }
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  const [py, pm, pd] = parts(period.from);
  return { from: iso(py, pm, pd - days), to: iso(py, pm, pd - 1) };
}
