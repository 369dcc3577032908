import { describe, expect, it } from 'vitest';
import { today } from '@/lib/engine/date-params';
import { DEFAULT_TIME_ZONE, momentAt, TIME_ZONES, timeZoneLabel, todayIn, wallClockIn, zoneOf } from '@/lib/time-zones';
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

describe('a company’s today (lib/engine/date-params.ts), from the zone of its settings', () => {
  const company = (time_zone?: unknown) => ({ settings: time_zone === undefined ? {} : { time_zone } });
  const la = TIME_ZONES.indexOf('America/Los_Angeles');
  const tokyo = TIME_ZONES.indexOf('Asia/Tokyo');

  it('is the day in the company’s zone on both sides of UTC’s midnight', () => {
    // 5 pm on the 30th in Los Angeles is already the 1st in UTC and 10 am on the 1st in Tokyo.
    const evening = new Date('2026-07-01T00:00:00Z');
    expect(today(company(la), evening)).toBe('2026-06-30');
    expect(today(company(tokyo), evening)).toBe('2026-07-01');
    // A minute before UTC's midnight: Tokyo is already on the next day, Los Angeles is not.
    const late = new Date('2026-12-31T23:59:00Z');
    expect(today(company(la), late)).toBe('2026-12-31');
    expect(today(company(tokyo), late)).toBe('2027-01-01');
    // Just after the zone's own midnight, whatever UTC says.
    expect(today(company(la), new Date('2026-03-15T07:00:30Z'))).toBe('2026-03-15'); // PDT: UTC-7
    expect(today(company(la), new Date('2026-03-15T06:59:30Z'))).toBe('2026-03-14');
  });

  it('counts in the default zone (US Eastern) until one is chosen, and in UTC for a value out of the list', () => {
    const night = new Date('2026-07-01T03:30:00Z'); // 11:30 pm on June 30 in New York
    expect(today(company(), night)).toBe('2026-06-30');
    expect(today(company(null), night)).toBe('2026-06-30');
    expect(today(company(99), night)).toBe('2026-07-01');
    expect(today(company(String(tokyo)), night)).toBe('2026-07-01');
    expect(zoneOf({})).toBe(DEFAULT_TIME_ZONE);
    expect(zoneOf({ time_zone: -1 })).toBe(DEFAULT_TIME_ZONE);
    expect(zoneOf({ time_zone: 'Asia/Tokyo' })).toBe(DEFAULT_TIME_ZONE);
    expect(zoneOf({ time_zone: la })).toBe(la);
  });
});

describe('the US states and territories', () => {
  it('are by two-letter code, DC and the territories included', () => {
    expect(Object.keys(US_STATES).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATES).toMatchObject({ NY: 'New York', DC: 'District of Columbia', PR: 'Puerto Rico', GU: 'Guam' });
  });
});

describe('wall clocks of a zone (datetime inputs)', () => {
  const zone = (name: string) => TIME_ZONES.indexOf(name as (typeof TIME_ZONES)[number]);
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('reads a moment as the zone\'s clock does, and back', () => {
    expect(wallClockIn(zone('America/Los_Angeles'), at('2026-07-01T16:30:00Z'))).toBe('2026-07-01T09:30');
    expect(wallClockIn(zone('Asia/Kolkata'), at('2026-07-01T16:30:00Z'))).toBe('2026-07-01T22:00');
    expect(wallClockIn(zone('Pacific/Auckland'), at('2026-12-31T11:30:00Z'))).toBe('2027-01-01T00:30');
    expect(momentAt(zone('America/Los_Angeles'), '2026-07-01T09:30')).toBe(at('2026-07-01T16:30:00Z'));
    expect(momentAt(zone('Asia/Kathmandu'), '2026-01-15T08:00')).toBe(at('2026-01-15T02:15:00Z'));
    expect(momentAt(zone('UTC'), '2026-02-28T23:59')).toBe(at('2026-02-28T23:59:00Z'));
    for (const name of ['America/New_York', 'Europe/Madrid', 'Australia/Sydney', 'Etc/GMT+12']) {
      for (const iso of ['2026-03-08T12:00:00Z', '2026-10-04T01:00:00Z', '2026-11-01T12:00:00Z']) expect(momentAt(zone(name), wallClockIn(zone(name), at(iso)))).toBe(at(iso));
    }
  });

  it('takes a time the clocks skip as the same time after the jump, and a time shown twice as the first', () => {
    // New York, 2026-03-08: 2:00 EST jumps to 3:00 EDT; 2026-11-01: 2:00 EDT goes back to 1:00 EST.
    expect(momentAt(zone('America/New_York'), '2026-03-08T02:30')).toBe(at('2026-03-08T07:30:00Z'));
    expect(wallClockIn(zone('America/New_York'), at('2026-03-08T07:30:00Z'))).toBe('2026-03-08T03:30');
    expect(momentAt(zone('America/New_York'), '2026-11-01T01:30')).toBe(at('2026-11-01T05:30:00Z'));
    // Madrid, 2026-10-25: 3:00 CEST goes back to 2:00 CET.
    expect(momentAt(zone('Europe/Madrid'), '2026-10-25T02:30')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('is null for text that is no time', () => {
    for (const text of ['', '2026-02-30T10:00', '2026-07-01 09:30', '2026-07-01T24:00', 'soon']) expect(momentAt(zone('UTC'), text)).toBeNull();
  });
});
