import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedRequest, publicEventIcsRequest } from '@/lib/api/public-event';
import { publicEvent } from '@/lib/modules/calendar/public-events';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let a: Company;
let b: Company;
let shown: number;
let hidden: number;

const ics = (company: Company, id: number | string) => publicEventIcsRequest(new Request(`http://${company.host}/events/ics/${id}`, { headers: { host: company.host } }), String(id));

beforeAll(async () => {
  a = await makeCompany('public-a');
  b = await makeCompany('public-b');
  const call = (path: string, body: unknown) => api('POST', path, { host: a.host, token: a.owner.authKey, body });
  const calendar = (await call('calendars', { display_name: 'Open days', kind: 'other' })).body.id;
  shown = (await call('events', { calendar_id: calendar, display_name: 'Open day', starts_at: '2026-03-02T14:00:00Z', ends_at: '2026-03-02T16:00:00Z', rule: 'FREQ=WEEKLY;BYDAY=MO', until_date: '2026-03-30', is_public: 1, location: 'Main hall' })).body.id;
  hidden = (await call('events', { calendar_id: calendar, display_name: 'Board only', starts_at: '2026-03-03T14:00:00Z', ends_at: '2026-03-03T16:00:00Z' })).body.id;
});

describe('public event pages', () => {
  it('show an event the company marked public, and its .ics parses as the event', async () => {
    expect((await publicEvent(a.company, String(shown)))?.event.displayName).toBe('Open day');
    const res = await ics(a, shown);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Open day');
    expect(event.location).toBe('Main hall');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(event.startDate.toString()).toBe('2026-03-02T09:00:00');
    // Its occurrences, as a phone would expand them: 9:00 every Monday to the 30th, across summer time.
    const starts: string[] = [];
    const it = event.iterator();
    for (let next = it.next(); next && starts.length < 10; next = it.next()) starts.push(next.toString());
    expect(starts).toEqual(['2026-03-02T09:00:00', '2026-03-09T09:00:00', '2026-03-16T09:00:00', '2026-03-23T09:00:00', '2026-03-30T09:00:00']);
  });

  it('answer the same bare 404 for an event not public, no such id, another company’s, or no number', async () => {
    const answers = [await ics(a, hidden), await ics(a, 999999), await ics(b, shown), await ics(a, 'x1')];
    for (const res of answers) expect(res.status).toBe(404);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(await publicEvent(b.company, String(shown))).toBeNull();
    expect(await publicEvent(a.company, String(hidden))).toBeNull();
  });
});

describe("a person's calendar feed", () => {
  const feed = (company: Company, url: string) => {
    const path = new URL(url).pathname;
    return feedRequest(new Request(`http://${company.host}${path}`, { headers: { host: company.host } }), path.split('/').pop()!);
  };

  it('holds their events and tasks, parses as them, and stops when revoked or replaced', async () => {
    const call = (method: string, path: string, body?: unknown) => api(method, path, { host: a.host, token: a.owner.authKey, body });
    await call('POST', 'tasks', { display_name: 'Renew the lease', due_date: '2026-04-01', responsible_id: a.owner.id });
    const planning = (await call('POST', 'calendars', { display_name: 'Planning', kind: 'people' })).body.id;
    await call('POST', 'events', { calendar_id: planning, display_name: 'Planning day', starts_at: '2999-05-04T14:00:00Z', ends_at: '2999-05-04T15:00:00Z' });
    const made = await call('POST', 'calendars/feed', {});
    expect(made.status).toBe(201);
    const res = await feed(a, made.body.url);
    expect(res.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const summaries = calendar.getAllSubcomponents('vevent').map((c) => c.getFirstPropertyValue('summary'));
    // Its future events; those over for months are left out.
    expect(summaries).toContain('Planning day');
    expect(summaries).not.toContain('Board only');
    expect(calendar.getAllSubcomponents('vtodo').map((c) => c.getFirstPropertyValue('summary'))).toContain('Renew the lease');
    // Another company's host does not know the token.
    expect((await feed(b, made.body.url)).status).toBe(404);
    // A new address replaces it; revoking stops the new one.
    const again = await call('POST', 'calendars/feed', {});
    expect((await feed(a, made.body.url)).status).toBe(404);
    expect((await feed(a, again.body.url)).status).toBe(200);
    await call('POST', 'calendars/revoke-feed', {});
    expect((await feed(a, again.body.url)).status).toBe(404);
  });
});
