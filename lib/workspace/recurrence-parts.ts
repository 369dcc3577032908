/**
 * A recurrence rule as the recurrence editor shows it: how often (daily, weekly, monthly,
 * yearly), every how many, on which weekdays, on which day of the month (-1: the last), in which
 * month. Pure and small, for the browser: the server checks and expands rules with `rrule`
 * (lib/modules/sales/recurrence.ts). Rules the editor cannot show (a rule typed through the API)
 * stay as they are until the person changes them.
 */
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type RecurrenceParts = { freq: Frequency; interval: number; byDay: Weekday[]; monthDay: number | null; month: number | null };

export const DEFAULT_PARTS: RecurrenceParts = { freq: 'MONTHLY', interval: 1, byDay: [], monthDay: 1, month: null };

/** The editor's parts of a rule, or null when the rule says more than the editor can show. */
export function partsOf(rule: string | null | undefined): RecurrenceParts | null {
  if (!rule) return null;
  const pairs = new Map(
    rule
      .trim()
      .replace(/^RRULE:/i, '')
      .toUpperCase()
      .split(';')
      .filter(Boolean)
      .map((p) => p.split('=') as [string, string]),
  );
  const freq = pairs.get('FREQ') as Frequency | undefined;
  if (!freq || !FREQUENCIES.includes(freq)) return null;
  if ([...pairs.keys()].some((k) => !['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH'].includes(k))) return null;
  const interval = Number(pairs.get('INTERVAL') ?? 1);
  const byDay = (pairs.get('BYDAY')?.split(',') ?? []) as Weekday[];
  if (byDay.some((d) => !WEEKDAYS.includes(d))) return null;
  const monthDay = pairs.has('BYMONTHDAY') ? Number(pairs.get('BYMONTHDAY')) : null;
  const month = pairs.has('BYMONTH') ? Number(pairs.get('BYMONTH')) : null;
  if (!Number.isInteger(interval) || (monthDay !== null && !Number.isInteger(monthDay)) || (month !== null && !Number.isInteger(month))) return null;
  return { freq, interval, byDay, monthDay, month };
}

/** The rule of the editor's parts: only what the frequency uses. */
export function ruleOf(parts: RecurrenceParts): string {
  const out = [`FREQ=${parts.freq}`];
  if (parts.interval > 1) out.push(`INTERVAL=${parts.interval}`);
  if (parts.freq === 'WEEKLY' && parts.byDay.length) out.push(`BYDAY=${WEEKDAYS.filter((d) => parts.byDay.includes(d)).join(',')}`);
  if (parts.freq === 'YEARLY' && parts.month) out.push(`BYMONTH=${parts.month}`);
  if ((parts.freq === 'MONTHLY' || parts.freq === 'YEARLY') && parts.monthDay) out.push(`BYMONTHDAY=${parts.monthDay}`);
  return out.join(';');
}

/** The words a description needs, in the person's language (messages `recurrence`). */
export type RecurrenceWords = {
  every: (freq: Frequency, interval: number) => string;
  weekday: (day: Weekday) => string;
  monthDay: (day: number) => string;
  month: (month: number) => string;
  on: string;
};

/** "Every month on day 1", "Every 2 weeks on Mon, Thu": the rule in words, or the rule itself if the editor cannot show it. */
export function describeRule(rule: string, words: RecurrenceWords): string {
  const parts = partsOf(rule);
  if (!parts) return rule;
  const when: string[] = [];
  if (parts.freq === 'WEEKLY' && parts.byDay.length) when.push(parts.byDay.map(words.weekday).join(', '));
  if (parts.freq === 'YEARLY' && parts.month) when.push(words.month(parts.month));
  if ((parts.freq === 'MONTHLY' || parts.freq === 'YEARLY') && parts.monthDay) when.push(words.monthDay(parts.monthDay));
  return when.length ? `${words.every(parts.freq, parts.interval)} ${words.on} ${when.join(' ')}` : words.every(parts.freq, parts.interval);
}
