import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

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
