import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedRequest, publicEventIcsRequest } from '@/lib/api/public-event';
import { publicEvent } from '@/lib/modules/calendar/public-events';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

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

  it("follows the person's role and scope: a restricted role's feed leaves out what it cannot see, and no token shows another's private items", async () => {
    const owner = (method: string, path: string, body?: unknown) => api(method, path, { host: a.host, token: a.owner.authKey, body });
    // A role with the calendar and no tasks (a feed is asked for from the calendar: its view right).
    const calendarOnly = await owner('POST', 'roles', { display_name: 'Calendar only', rights: { calendar: ['view', 'create', 'edit'] } });
    expect(calendarOnly.status).toBe(201);
    const clerk = await addUser(a.host, a.owner.authKey, { role_id: calendarOnly.body.id });
    const staff = await addUser(a.host, a.owner.authKey, { admin: true });
    const as = (token: string) => (method: string, path: string, body?: unknown) => api(method, path, { host: a.host, token, body });
    const summariesOf = async (token: string) => {
      const made = await as(token)('POST', 'calendars/feed', {});
      expect(made.status).toBe(201);
      const res = await feed(a, made.body.url);
      expect(res.status).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(await res.text()));
      return [...calendar.getAllSubcomponents('vevent'), ...calendar.getAllSubcomponents('vtodo')].map((c) => c.getFirstPropertyValue('summary'));
    };

    // An event both are invited to, on a shared calendar; a task on both.
    const shared = (await owner('POST', 'calendars', { display_name: 'Shared', kind: 'people' })).body.id;
    expect((await owner('POST', 'events', { calendar_id: shared, display_name: 'Site visit', starts_at: '2999-06-01T14:00:00Z', ends_at: '2999-06-01T15:00:00Z', user_ids: [clerk.id, staff.id] })).status).toBe(201);
    expect((await owner('POST', 'tasks', { display_name: 'Count the stock', due_date: '2999-06-02', responsible_id: clerk.id, user_ids: [staff.id] })).status).toBe(201);
    // The owner's personal calendar: an event naming the staff member is still the owner's alone.
    const personal = (await owner('POST', 'calendars', { display_name: 'Owner only', kind: 'personal' })).body.id;
    expect((await owner('POST', 'events', { calendar_id: personal, display_name: 'Private appointment', starts_at: '2999-06-03T14:00:00Z', ends_at: '2999-06-03T15:00:00Z', user_ids: [staff.id] })).status).toBe(201);
    // The staff member's own personal event, and a task of theirs alone.
    const staffCalendar = (await as(staff.token)('POST', 'calendars', { display_name: 'Staff only', kind: 'personal' })).body.id;
    expect((await as(staff.token)('POST', 'events', { calendar_id: staffCalendar, display_name: 'Staff doctor', starts_at: '2999-06-04T14:00:00Z', ends_at: '2999-06-04T15:00:00Z' })).status).toBe(201);

    // The clerk has no right in tasks: the event, not the task they answer for.
    const clerks = await summariesOf(clerk.token);
    expect(clerks).toContain('Site visit');
    expect(clerks).not.toContain('Count the stock');
    expect(clerks).not.toContain('Private appointment');
    // The staff member: the shared event and task and their own personal event, never the owner's.
    const staffs = await summariesOf(staff.token);
    expect(staffs).toEqual(expect.arrayContaining(['Site visit', 'Count the stock', 'Staff doctor']));
    expect(staffs).not.toContain('Private appointment');
    // The owner's: their own personal event, none of the staff member's.
    const owners = await summariesOf(a.owner.authKey);
    expect(owners).toContain('Private appointment');
    expect(owners).not.toContain('Staff doctor');
    expect(owners).not.toContain('Count the stock');
  });
});
