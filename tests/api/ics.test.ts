import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedRequest, publicEventIcsRequest } from '@/lib/api/public-event';
import { api, makeCompany } from '../support/api';

/**
 * The feed and the .ics downloads read by an independent parser (ical.js), expanded as a phone
 * would (its rule, its EXDATE, its RECURRENCE-ID exceptions) and turned into moments with the
 * platform's own Intl time zones (not the app's code), then compared with the API's occurrences.
 */

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
let seriesId: number;
const call = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });

/** The moment a wall-clock reading `YYYY-MM-DDTHH:MM:SS` names in an IANA zone, by Intl alone. */
function momentIn(zone: string, wall: string): string {
  const asUtc = Date.parse(`${wall}Z`);
  const offsetAt = (t: number) => {
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(t)).map((p) => [p.type, p.value]));
    return Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`) - t;
  };
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess)).toISOString();
}

/** A property's time as a moment: UTC as is, a TZID's wall clock in that zone. */
function momentOf(time: ICAL.Time, tzid: string | null): string {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate().toISOString();
  if (!tzid) throw new Error(`A floating time: ${time.toString()}`);
  return momentIn(tzid, time.toString());
}

type Seen = { summary: string; start: string; end: string };

/** Every occurrence of every timed event (all-day ones are days, not moments) of an iCalendar text, expanded by ical.js. */
function occurrencesIn(text: string): Seen[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id'));
  const seen: Seen[] = [];
  for (const master of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const tzid = (master.getFirstProperty('dtstart')!.getParameter('tzid') as string | undefined) ?? null;
    const event = new ICAL.Event(master);
    if (event.startDate.isDate) continue;
    for (const e of exceptions) if (e.getFirstPropertyValue('uid') === event.uid) event.relateException(e);
    if (!event.isRecurring()) {
      seen.push({ summary: event.summary, start: momentOf(event.startDate, tzid), end: momentOf(event.endDate, tzid) });
      continue;
    }
    const it = event.iterator();
    for (let next = it.next(); next && seen.length < 500; next = it.next()) {
      const details = event.getOccurrenceDetails(next);
      seen.push({ summary: details.item.summary, start: momentOf(details.startDate, tzid), end: momentOf(details.endDate, tzid) });
    }
  }
  return seen.sort((x, y) => x.start.localeCompare(y.start));
}

/** The API's occurrences of March 2027 as the same shape. */
async function apiOccurrences(): Promise<Seen[]> {
  const res = await call('GET', 'events?from=2027-02-20&to=2027-04-30');
  expect(res.status).toBe(200);
  const iso = (s: number) => new Date(s * 1000).toISOString();
  return res.body.items.map((e: { display_name: string; starts_at: number; ends_at: number }) => ({ summary: e.display_name, start: iso(e.starts_at), end: iso(e.ends_at) })).sort((x: Seen, y: Seen) => x.start.localeCompare(y.start));
}

beforeAll(async () => {
  // The company's zone: America/New_York (summer time from 14 March 2027).
  co = await makeCompany('ics-parse');
  const calendar = (await call('POST', 'calendars', { display_name: 'Shop', kind: 'people' })).body.id;
  // 9:00 every Monday, five times, across the change to summer time; public, so it has a download.
  const series = await call('POST', 'events', { calendar_id: calendar, display_name: 'Standup', starts_at: '2027-03-01T14:00:00Z', ends_at: '2027-03-01T14:30:00Z', rule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=5', is_public: 1, location: 'Back office' });
  expect(series.status).toBe(201);
  seriesId = series.body.id;
  // The 15 March one moved to Tuesday 10:00; the 22 March one removed.
  expect((await call('POST', `events/${seriesId}/change-occurrence`, { original_start: '2027-03-15T13:00:00Z', scope: 'this', starts_at: '2027-03-16T14:00:00Z', ends_at: '2027-03-16T14:45:00Z', display_name: 'Standup (moved)' })).status).toBe(200);
  expect((await call('POST', `events/${seriesId}/delete-occurrence`, { original_start: '2027-03-22T13:00:00Z', scope: 'this' })).status).toBe(200);
  // One that does not repeat, all day, and one in a zone of its own.
  expect((await call('POST', 'events', { calendar_id: calendar, display_name: 'Inventory count', starts_at: '2027-03-10T05:00:00Z', ends_at: '2027-03-11T05:00:00Z', all_day: 1 })).status).toBe(201);
  expect((await call('POST', 'events', { calendar_id: calendar, display_name: 'Supplier call', starts_at: '2027-03-03T08:00:00Z', ends_at: '2027-03-03T09:00:00Z', time_zone: 'Europe/Madrid' })).status).toBe(201);
});

describe('the .ics read by ical.js', () => {
  it('the feed holds the same occurrences as the API, the changed and the removed one included', async () => {
    const expected = [
      { summary: 'Standup', start: '2027-03-01T14:00:00.000Z', end: '2027-03-01T14:30:00.000Z' },
      { summary: 'Supplier call', start: '2027-03-03T08:00:00.000Z', end: '2027-03-03T09:00:00.000Z' },
      { summary: 'Standup', start: '2027-03-08T14:00:00.000Z', end: '2027-03-08T14:30:00.000Z' },
      { summary: 'Standup (moved)', start: '2027-03-16T14:00:00.000Z', end: '2027-03-16T14:45:00.000Z' },
      { summary: 'Standup', start: '2027-03-29T13:00:00.000Z', end: '2027-03-29T13:30:00.000Z' },
    ];
    const fromApi = await apiOccurrences();
    expect(fromApi.filter((o) => o.summary !== 'Inventory count')).toEqual(expected);

    const made = await call('POST', 'calendars/feed', {});
    const path = new URL(made.body.url).pathname;
    const res = await feedRequest(new Request(`http://${co.host}${path}`, { headers: { host: co.host } }), path.split('/').pop()!);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(occurrencesIn(text)).toEqual(expected);

    // The all-day event: a DATE start and the next day as its (exclusive) end.
    const calendar = new ICAL.Component(ICAL.parse(text));
    const allDay = new ICAL.Event(calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('summary') === 'Inventory count')!);
    expect(allDay.startDate.isDate).toBe(true);
    expect([allDay.startDate.toString(), allDay.endDate.toString()]).toEqual(['2027-03-10', '2027-03-11']);
  });

  it('the public download of the recurring event holds its occurrences as the API has them', async () => {
    const res = await publicEventIcsRequest(new Request(`http://${co.host}/events/ics/${seriesId}`, { headers: { host: co.host } }), String(seriesId));
    expect(res.status).toBe(200);
    const standups = (await apiOccurrences()).filter((o) => o.summary.startsWith('Standup'));
    expect(occurrencesIn(await res.text())).toEqual(standups);
  });
});

describe('importing an .ics file into a calendar', () => {
  const upload = (calendar: number, text: string, name = 'import.ics') => {
    const form = new FormData();
    form.set('file', new File([text], name, { type: 'text/calendar' }));
    return api('POST', `calendars/${calendar}/import`, { host: co.host, token: co.owner.authKey, form });
  };
  const exported = async (calendar: number) => {
    const res = await call('GET', `calendars/${calendar}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    return res.body as string;
  };
  /** An .ics text's events as comparable text: each VEVENT's lines less its UID and stamp, sorted; the calendar's name left out. */
  const normal = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => {
        v.removeAllProperties('uid');
        v.removeAllProperties('dtstamp');
        return v.toString();
      })
      .sort();
  const countIn = async (calendar: number) => (await call('GET', `events?filter[calendar_id]=${calendar}&per-page=100`)).body.items.length;

  it('round-trips: a calendar exported, imported into another and exported again is the same', async () => {
    const source = (await call('GET', `events/${seriesId}`)).body.calendar_id;
    const first = await exported(source);
    const target = (await call('POST', 'calendars', { display_name: 'Copy', kind: 'other' })).body.id;
    const res = await upload(target, first);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ events: 3, changed_occurrences: 1 });
    const second = await exported(target);
    expect(normal(second)).toEqual(normal(first));
    // The recurring rule, its removed and its moved occurrence are kept: the API expands both calendars alike.
    const occurrences = async (calendar: number) =>
      (await call('GET', `events?from=2027-02-20&to=2027-04-30&calendar=${calendar}`)).body.items.map((e: { display_name: string; starts_at: number; ends_at: number }) => [e.display_name, e.starts_at, e.ends_at]).sort();
    expect(await occurrences(target)).toEqual(await occurrences(source));
    const imported = (await call('GET', `events?filter[calendar_id]=${target}&per-page=100`)).body.items;
    expect(imported).toHaveLength(4);
    expect(imported.find((e: { rule: string | null }) => e.rule).rule.split(';').sort()).toEqual(['BYDAY=MO', 'COUNT=5', 'FREQ=WEEKLY']);
  });

  it('reads a file of another program: UTC times, a zone of the file’s own, an UNTIL, an EXDATE and a cancelled occurrence', async () => {
    const target = (await call('POST', 'calendars', { display_name: 'From Outlook', kind: 'other' })).body.id;
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Other//EN',
      'BEGIN:VTIMEZONE',
      'TZID:Romance Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:a1',
      'DTSTAMP:20270101T000000Z',
      'SUMMARY:Call Madrid',
      'DTSTART;TZID=Romance Standard Time:20270302T100000',
      'DURATION:PT1H',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:a2',
      'DTSTAMP:20270101T000000Z',
      'SUMMARY:Daily check',
      'DTSTART:20270301T150000Z',
      'DTEND:20270301T151500Z',
      'RRULE:FREQ=DAILY;UNTIL=20270305T235959Z',
      'EXDATE:20270302T150000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:a2',
      'DTSTAMP:20270101T000000Z',
      'RECURRENCE-ID:20270304T150000Z',
      'SUMMARY:Daily check',
      'STATUS:CANCELLED',
      'DTSTART:20270304T150000Z',
      'DTEND:20270304T151500Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const res = await upload(target, text);
    expect(res.status).toBe(201);
    const got = (await call('GET', `events?from=2027-02-20&to=2027-04-30&calendar=${target}`)).body.items.map((e: { display_name: string; starts_at: number }) => [e.display_name, new Date(e.starts_at * 1000).toISOString()]);
    expect(got.sort()).toEqual([
      ['Call Madrid', '2027-03-02T09:00:00.000Z'],
      ['Daily check', '2027-03-01T15:00:00.000Z'],
      ['Daily check', '2027-03-03T15:00:00.000Z'],
      ['Daily check', '2027-03-05T15:00:00.000Z'],
    ]);
  });

  it('refuses a bad file with a 422 on file, and writes nothing', async () => {
    const target = (await call('POST', 'calendars', { display_name: 'Refusals', kind: 'other' })).body.id;
    const good = 'BEGIN:VEVENT\r\nUID:g\r\nDTSTAMP:20270101T000000Z\r\nSUMMARY:Fine\r\nDTSTART:20270301T150000Z\r\nDTEND:20270301T160000Z\r\nEND:VEVENT';
    const wrap = (...parts: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...parts, 'END:VCALENDAR', ''].join('\r\n');
    const bad = [
      'this is not a calendar',
      wrap(),
      // The first event is fine; the second ends before it starts.
      wrap(good, 'BEGIN:VEVENT\r\nUID:b\r\nDTSTAMP:20270101T000000Z\r\nSUMMARY:Backwards\r\nDTSTART:20270301T150000Z\r\nDTEND:20270301T140000Z\r\nEND:VEVENT'),
      // A rule that never ends: a file's RRULE without UNTIL or COUNT is kept as "indefinitely", so a 10,000+ COUNT is the refusal here.
      wrap(good, 'BEGIN:VEVENT\r\nUID:c\r\nDTSTAMP:20270101T000000Z\r\nSUMMARY:Forever\r\nDTSTART:20270301T150000Z\r\nDTEND:20270301T160000Z\r\nRRULE:FREQ=HOURLY;COUNT=20000\r\nEND:VEVENT'),
    ];
    for (const text of bad) {
      const res = await upload(target, text);
      expect(res.status).toBe(422);
      expect(res.body[0].field).toBe('file');
    }
    const backwards = await upload(target, bad[2]);
    expect(backwards.body[0].message).toContain('Backwards');
    expect(await countIn(target)).toBe(0);
  });

  it('needs the right to create in the calendar, and reaches only the company’s calendars', async () => {
    const other = await makeCompany('ics-other');
    const form = new FormData();
    form.set('file', new File(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], 'x.ics'));
    const source = (await call('GET', `events/${seriesId}`)).body.calendar_id;
    expect((await api('POST', `calendars/${source}/import`, { host: other.host, token: other.owner.authKey, form })).status).toBe(404);
    expect((await api('GET', `calendars/${source}/ics`, { host: other.host, token: other.owner.authKey })).status).toBe(404);
  });
});
