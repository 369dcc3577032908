import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween, ruleProblem, upcoming } from '@/lib/modules/sales/recurrence';
import { describeRule, partsOf, ruleOf, type RecurrenceWords } from '@/lib/workspace/recurrence-parts';

describe('recurrence rules (server, rrule)', () => {
  it('expand calendar days, the last day of the month included, up to the until date', () => {
    expect(upcoming({ rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', startDate: '2026-01-15' }, '2026-01-15', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(occurrencesBetween({ rule: 'FREQ=WEEKLY;BYDAY=MO,TH', startDate: '2026-11-01', untilDate: '2026-11-12' }, '2026-11-01', '2026-12-31')).toEqual(['2026-11-02', '2026-11-05', '2026-11-09', '2026-11-12']);
    expect(nextOccurrence({ rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', startDate: '2026-01-01' }, '2026-01-01')).toBe('2028-02-29');
    expect(nextOccurrence({ rule: 'FREQ=MONTHLY', startDate: '2026-01-31', untilDate: '2026-02-01' }, '2026-02-01')).toBeNull();
  });

  it('refuse what a billing schedule cannot be', () => {
    expect(ruleProblem('FREQ=MONTHLY;BYMONTHDAY=1')).toBeNull();
    expect(ruleProblem('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO')).toBeNull();
    expect(ruleProblem('FREQ=MINUTELY')?.message).toMatch(/daily, weekly, monthly or yearly/);
    expect(ruleProblem('FREQ=DAILY;INTERVAL=500')?.message).toMatch(/between 1 and 99/);
    expect(ruleProblem('FREQ=DAILY;COUNT=3;UNTIL=20270101')?.message).toMatch(/start or end/);
    expect(ruleProblem('monthly please')?.message).toMatch(/not a valid rule/);
  });
});

const words: RecurrenceWords = {
  every: (freq, n) => `Every ${n > 1 ? `${n} ` : ''}${{ DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[freq]}${n > 1 ? 's' : ''}`,
  weekday: (d) => d,
  monthDay: (d) => (d === -1 ? 'the last day' : `day ${d}`),
  month: (m) => `month ${m}`,
  on: 'on',
};

describe('the recurrence editor’s parts (browser)', () => {
  it('round-trip the rules it makes and describe them', () => {
    const weekly = { freq: 'WEEKLY' as const, interval: 2, byDay: ['TH' as const, 'MO' as const], monthDay: null, month: null };
    expect(ruleOf(weekly)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH');
    expect(partsOf('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toEqual({ ...weekly, byDay: ['MO', 'TH'] });
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', words)).toBe('Every 2 weeks on MO, TH');
    expect(describeRule('FREQ=MONTHLY;BYMONTHDAY=-1', words)).toBe('Every month on the last day');
    expect(describeRule('FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15', words)).toBe('Every year on month 3 day 15');
  });

  it('leave a rule it cannot show as it is', () => {
    expect(partsOf('FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR')).toBeNull();
    expect(describeRule('FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR', words)).toBe('FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR');
  });
});
