import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONES, timeZoneLabel, todayIn } from '@/lib/settings/time-zones';
import { US_STATES } from '@/lib/settings/us-states';

describe('the time zones of the spec (values 0-78)', () => {
  it('are 79 IANA zones the runtime knows, US Eastern by default', () => {
    expect(TIME_ZONES).toHaveLength(79);
    for (const zone of TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    expect(TIME_ZONES[DEFAULT_TIME_ZONE]).toBe('America/New_York');
  });

  it('are labelled by offset and name in the person’s language', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneLabel(DEFAULT_TIME_ZONE, 'en', winter)).toMatch(/^\(UTC-05:00\) New York · Eastern/);
    expect(timeZoneLabel(TIME_ZONES.indexOf('UTC'), 'es', winter)).toMatch(/^\(UTC\+00:00\) UTC/);
    expect(timeZoneLabel(TIME_ZONES.indexOf('Asia/Kolkata'), 'es', winter)).toMatch(/^\(UTC\+05:30\) Kolkata · hora/);
  });

  it('give the company’s today, which is not UTC’s near midnight', () => {
    const late = new Date('2026-03-01T03:00:00Z');
    expect(todayIn(TIME_ZONES.indexOf('America/Los_Angeles'), late)).toBe('2026-02-28');
    expect(todayIn(TIME_ZONES.indexOf('Pacific/Auckland'), late)).toBe('2026-03-01');
  });
});

describe('the US states and territories', () => {
  it('are by two-letter code, DC and the territories included', () => {
    expect(Object.keys(US_STATES).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATES).toMatchObject({ NY: 'New York', DC: 'District of Columbia', PR: 'Puerto Rico', GU: 'Guam' });
  });
});
