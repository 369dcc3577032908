import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';
import { DEFAULT_TIME_ZONE, wallClockOf, zoneShownTo } from '@/lib/time-zones';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
let calendarId: number;
const call = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });
const iso = (unix: number) => new Date(unix * 1000).toISOString();

/** The occurrences of `from` to `to` as ISO start times, for one event. */
async function startsOf(id: number, from: string, to: string) {
  const res = await call('GET', `events?from=${from}&to=${to}&calendar=${calendarId}`);
  expect(res.status).toBe(200);
  return res.body.items.filter((e: { id: number; display_name: string }) => e.id === id).map((e: { starts_at: number }) => iso(e.starts_at));
}

beforeAll(async () => {
  // The company's zone is the default one: America/New_York (summer time from 8 March 2026).
  co = await makeCompany('calendar');
  calendarId = (await call('POST', 'calendars', { display_name: 'Team', kind: 'people' })).body.id;
});

describe('recurring events', () => {
  it('keeps a weekly event at its wall-clock time across a change to summer time', async () => {
    const made = await call('POST', 'events', { calendar_id: calendarId, display_name: 'Standup', starts_at: '2026-03-02T14:00:00Z', ends_at: '2026-03-02T14:30:00Z', rule: 'FREQ=WEEKLY;BYDAY=MO', until_date: '2026-03-23' });
    expect(made.status).toBe(201);
    // 9:00 in New York: 14:00 UTC in winter, 13:00 UTC from 8 March.
    expect(await startsOf(made.body.id, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z', '2026-03-23T13:00:00.000Z']);
    const month = await call('GET', `events?date=2026-03-15&expand=eventColor,updates`);
    const first = month.body.items.find((e: { id: number }) => e.id === made.body.id);
    expect(first).toMatchObject({ eventColor: null, original_start: first.starts_at });
    expect(first.updates[0]).toMatchObject({ action: 'create' });
  });

  it('moves only one occurrence, and splits the series at "this and following"', async () => {
    const { body: series } = await call('POST', 'events', { calendar_id: calendarId, display_name: 'Review', starts_at: '2026-03-02T15:00:00Z', ends_at: '2026-03-02T16:00:00Z', rule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6' });
    // Only the 9 March one, to Tuesday.
    const one = await call('POST', `events/${series.id}/change-occurrence`, { original_start: '2026-03-09T14:00:00Z', scope: 'this', starts_at: '2026-03-10T14:00:00Z', ends_at: '2026-03-10T15:00:00Z' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ series_id: series.id, original_start: Date.parse('2026-03-09T14:00:00Z') / 1000 });
    expect(await startsOf(series.id, '2026-03-01', '2026-04-30')).toEqual(['2026-03-02T15:00:00.000Z', '2026-03-16T14:00:00.000Z', '2026-03-23T14:00:00.000Z', '2026-03-30T14:00:00.000Z', '2026-04-06T14:00:00.000Z']);
    expect(await startsOf(one.body.id, '2026-03-01', '2026-04-30')).toEqual(['2026-03-10T14:00:00.000Z']);

    // From 23 March on, an hour later: the series ends on the 16th, a new one takes the rest of its count.
    const split = await call('POST', `events/${series.id}/change-occurrence`, { original_start: '2026-03-23T14:00:00Z', scope: 'following', starts_at: '2026-03-23T15:00:00Z', ends_at: '2026-03-23T16:00:00Z' });
    expect(split.status).toBe(200);
    expect(split.body.id).not.toBe(series.id);
    expect(split.body.rule).toBe('FREQ=WEEKLY;BYDAY=MO;COUNT=3');
    const before = (await call('GET', `events/${series.id}`)).body;
    expect(before).toMatchObject({ rule: 'FREQ=WEEKLY;BYDAY=MO', until_date: Date.parse('2026-03-16') / 1000 });
    expect(await startsOf(series.id, '2026-03-01', '2026-04-30')).toEqual(['2026-03-02T15:00:00.000Z', '2026-03-16T14:00:00.000Z']);
    expect(await startsOf(split.body.id, '2026-03-01', '2026-04-30')).toEqual(['2026-03-23T15:00:00.000Z', '2026-03-30T15:00:00.000Z', '2026-04-06T15:00:00.000Z']);

    // Deleting one occurrence of the new series leaves the others.
    const gone = await call('POST', `events/${split.body.id}/delete-occurrence`, { original_start: '2026-03-30T15:00:00Z', scope: 'this' });
    expect(gone.status).toBe(200);
    expect(await startsOf(split.body.id, '2026-03-01', '2026-04-30')).toEqual(['2026-03-23T15:00:00.000Z', '2026-04-06T15:00:00.000Z']);
  });

  it('refuses a time that is not an occurrence', async () => {
    const { body: series } = await call('POST', 'events', { calendar_id: calendarId, display_name: 'Odd', starts_at: '2026-03-02T15:00:00Z', ends_at: '2026-03-02T16:00:00Z', rule: 'FREQ=DAILY', indefinite: 1 });
    const res = await call('POST', `events/${series.id}/change-occurrence`, { original_start: '2026-03-03T15:30:00Z', scope: 'this', display_name: 'x' });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('original_start');
  });
});

describe('bad input', () => {
  const base = () => ({ calendar_id: calendarId, display_name: 'Bad', starts_at: '2026-05-04T14:00:00Z', ends_at: '2026-05-04T15:00:00Z' });
  it.each([
    ['an end before the start', { ends_at: '2026-05-04T13:00:00Z' }, 'ends_at'],
    ['a rule that never ends without "indefinitely"', { rule: 'FREQ=WEEKLY' }, 'indefinite'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    ['more than 10,000 occurrences', { rule: 'FREQ=DAILY;COUNT=10001' }, 'rule'],
    ['an until date giving more than 10,000 occurrences', { rule: 'FREQ=DAILY', until_date: '2054-01-01' }, 'rule'],
    ['an until date and a count', { rule: 'FREQ=DAILY;COUNT=3', until_date: '2026-06-01' }, 'until_date'],
    ['a rule that is none', { rule: 'EVERY=TUESDAY', indefinite: 1 }, 'rule'],
  ])('refuses %s, naming the field, and writes nothing', async (_what, change, field) => {
    const before = (await call('GET', 'events/count')).body.count;
    const res = await call('POST', 'events', { ...base(), ...change });
    expect(res.status).toBe(422);
    expect(res.body.map((e: { field: string }) => e.field)).toContain(field);
    expect((await call('GET', 'events/count')).body.count).toBe(before);
  });

  it('answers 400 naming a bad range parameter', async () => {
    for (const [query, name] of [
      ['date=2026-02-30', 'date'],
      ['from=2026-01-01&to=2027-06-01', 'to'],
      ['calendar=abc', 'calendar'],
    ]) {
      const res = await call('GET', `events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(`"${name}"`);
    }
  });
});

describe('a range read of more than 10,000 occurrences', () => {
  it('answers 400 naming "date" (or the days asked), and a smaller read of the same event still answers', async () => {
    // Every half hour of every day: 48 a day, so 400 days hold 19,200 occurrences.
    const { body: calendar } = await call('POST', 'calendars', { display_name: 'Busy', kind: 'other' });
    const hours = Array.from({ length: 24 }, (_, h) => h).join(',');
    const made = await call('POST', 'events', { calendar_id: calendar.id, display_name: 'Tick', starts_at: '2026-01-01T05:00:00Z', ends_at: '2026-01-01T05:10:00Z', rule: `FREQ=DAILY;BYHOUR=${hours};BYMINUTE=0,30`, indefinite: 1 });
    expect(made.status).toBe(201);
    const wide = await call('GET', `events?from=2026-01-01&to=2026-12-31&calendar=${calendar.id}`);
    expect(wide.status).toBe(400);
    expect(wide.body.message).toContain('"date"');
    expect(wide.body.message).toContain('10000');
    const month = await call('GET', `events?date=2026-03-15&calendar=${calendar.id}`);
    expect(month.status).toBe(200);
    expect(month.body.items.length).toBe(42 * 48);
  });
});

describe('personal calendars', () => {
  it('are their owner’s alone, with their events', async () => {
    const mine = await call('POST', 'calendars', { display_name: 'Mine', kind: 'personal' });
    const event = await call('POST', 'events', { calendar_id: mine.body.id, display_name: 'Dentist', starts_at: '2026-05-05T14:00:00Z', ends_at: '2026-05-05T15:00:00Z' });
    expect(event.status).toBe(201);
    const { token } = await addUser(co.host, co.owner.authKey, { admin: true });
    expect((await api('GET', `calendars/${mine.body.id}`, { host: co.host, token })).status).toBe(404);
    expect((await api('GET', `events/${event.body.id}`, { host: co.host, token })).status).toBe(404);
    const range = await api('GET', 'events?from=2026-05-01&to=2026-05-31', { host: co.host, token });
    expect(range.body.items.map((e: { id: number }) => e.id)).not.toContain(event.body.id);
  });
});

describe("a person's own time zone", () => {
  it('is set in their own settings, a known IANA zone only (422 naming it, nothing kept otherwise)', async () => {
    const { token } = await addUser(co.host, co.owner.authKey);
    const own = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token, body });
    const bad = await own('PUT', 'site/look-and-feel', { time_zone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(422);
    expect(bad.body.map((e: { field: string }) => e.field)).toEqual(['time_zone']);
    expect((await own('GET', 'site/me')).body.time_zone).toBeNull();
    expect((await own('PUT', 'site/look-and-feel', { time_zone: 'Europe/Madrid' })).status).toBe(200);
    expect((await own('GET', 'site/me')).body.time_zone).toBe('Europe/Madrid');
    // Emptied: the company's again.
    expect((await own('PUT', 'site/look-and-feel', { time_zone: '' })).body.time_zone).toBeNull();
  });

  it("shows a person in Madrid a New York company's 9:00 event at 15:00, on Madrid's days", async () => {
    const { token } = await addUser(co.host, co.owner.authKey, { admin: true });
    const madrid = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token, body });
    expect((await madrid('PUT', 'site/look-and-feel', { time_zone: 'Europe/Madrid' })).status).toBe(200);
    const { body: shared } = await call('POST', 'calendars', { display_name: 'Both', kind: 'people' });
    // 9:00 and 20:00 in New York on 1 June 2026 (13:00 and 00:00 the next day UTC).
    const morning = (await call('POST', 'events', { calendar_id: shared.id, display_name: 'Morning call', starts_at: '2026-06-01T13:00:00Z', ends_at: '2026-06-01T14:00:00Z' })).body;
    const evening = (await call('POST', 'events', { calendar_id: shared.id, display_name: 'Evening call', starts_at: '2026-06-02T00:00:00Z', ends_at: '2026-06-02T01:00:00Z' })).body;
    const me = (await madrid('GET', 'site/me')).body;
    const zone = zoneShownTo(DEFAULT_TIME_ZONE, me.time_zone);
    const first = (await madrid('GET', `events?from=2026-06-01&to=2026-06-01&calendar=${shared.id}`)).body.items;
    expect(first.map((e: { id: number }) => e.id)).toEqual([morning.id]);
    expect(wallClockOf(zone, first[0].starts_at)).toBe('2026-06-01T15:00');
    // The evening call is on 2 June in Madrid (02:00), on 1 June in New York.
    expect((await madrid('GET', `events?from=2026-06-02&to=2026-06-02&calendar=${shared.id}`)).body.items.map((e: { id: number }) => e.id)).toEqual([evening.id]);
    expect((await call('GET', `events?from=2026-06-01&to=2026-06-01&calendar=${shared.id}`)).body.items.map((e: { id: number }) => e.id)).toEqual([morning.id, evening.id]);
    expect(wallClockOf(zoneShownTo(DEFAULT_TIME_ZONE, null), first[0].starts_at)).toBe('2026-06-01T09:00');
  });

  it('keeps a series on the clock it was made on, whoever reads it', async () => {
    // Weekly 9:00 New York across 8 March (US summer time) to 29 March (Europe's): the same moments for both.
    const { token } = await addUser(co.host, co.owner.authKey, { admin: true });
    expect((await api('PUT', 'site/look-and-feel', { host: co.host, token, body: { time_zone: 'Europe/Madrid' } })).status).toBe(200);
    const made = await call('POST', 'events', { calendar_id: calendarId, display_name: 'Clockwork', starts_at: '2026-03-02T14:00:00Z', ends_at: '2026-03-02T14:30:00Z', rule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=5' });
    const read = async (t: string) => (await api('GET', `events?from=2026-03-01&to=2026-04-05&calendar=${calendarId}`, { host: co.host, token: t })).body.items.filter((e: { id: number }) => e.id === made.body.id).map((e: { starts_at: number }) => iso(e.starts_at));
    expect(await read(token)).toEqual(await read(co.owner.authKey));
    expect(await read(token)).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z', '2026-03-23T13:00:00.000Z', '2026-03-30T13:00:00.000Z']);
  });
});
