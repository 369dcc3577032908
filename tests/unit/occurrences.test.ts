import { describe, expect, it } from 'vitest';
import { occurrencesBetween, type Series } from '@/lib/modules/calendar/occurrences';

// A rule that only steps by days or weeks is worked out without rrule (occurrences.ts `plainStep`);
// every month named in BYMONTH changes nothing but sends the same rule through rrule.
const THROUGH_RRULE = ';BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12';

const series = (rule: string, untilDate: string | null = null): Series => ({
  startsAt: new Date('2026-03-02T14:00:00Z'), // 9:00 in New York, a week before summer time
  endsAt: new Date('2026-03-02T15:30:00Z'),
  rule,
  untilDate,
  indefinite: untilDate || /COUNT=/.test(rule) ? 0 : 1,
  exdates: [new Date('2026-03-16T13:00:00Z')],
});

describe('occurrences of a rule that steps by days or weeks', () => {
  const cases: [string, string | null][] = [
    ['FREQ=WEEKLY', null],
    ['FREQ=WEEKLY', '2026-04-13'],
    ['FREQ=WEEKLY;INTERVAL=2;COUNT=5', null],
    ['FREQ=DAILY;INTERVAL=3', '2026-12-31'],
    ['FREQ=DAILY;COUNT=10', null],
    ['RRULE:freq=weekly;wkst=su', null],
  ];
  it.each(cases)('%s until %s: the same as rrule finds, at 9:00 on the wall clock across summer time', (rule, until) => {
    for (const [from, to] of [
      ['2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'],
      ['2026-03-10T00:00:00Z', '2026-04-20T00:00:00Z'],
      ['2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z'],
    ]) {
      const plain = occurrencesBetween(series(rule, until), 'America/New_York', new Date(from), new Date(to));
      const walked = occurrencesBetween(series(rule + THROUGH_RRULE, until), 'America/New_York', new Date(from), new Date(to));
      expect(plain).toEqual(walked);
    }
    const summer = occurrencesBetween(series(rule, until), 'America/New_York', new Date('2026-03-09T00:00:00Z'), new Date('2026-03-31T00:00:00Z'));
    for (const o of summer) expect(o.start.toISOString().slice(11, 16)).toBe('13:00'); // 9:00 EDT
  });
});
