import ICAL from 'ical.js';
import type { events, tasks } from '@/db/schema';
import { momentOf, wallClockOf } from '@/lib/time-zones';

type Event = typeof events.$inferSelect;
type Task = typeof tasks.$inferSelect;

/**
 * iCalendar (RFC 5545) text of events and tasks, written with ical.js: an event's wall clock in
 * its zone (DTSTART;TZID=..., so a phone keeps a weekly 9:00 at 9:00 across summer time), its
 * rule, its removed occurrences (EXDATE) and each occurrence changed on its own as a VEVENT of the
 * same UID with the RECURRENCE-ID it replaces; a task as an all-day VTODO on its due day.
 */

/** A moment as the zone's clock reads it, as an ical.js time (its TZID set on the property). */
function localTime(zone: string, at: Date, allDay: boolean): ICAL.Time {
  const wall = wallClockOf(zone, at.getTime() / 1000);
  const [y, mo, d] = wall.slice(0, 10).split('-').map(Number);
  return allDay ? ICAL.Time.fromData({ year: y, month: mo, day: d, isDate: true }) : ICAL.Time.fromData({ year: y, month: mo, day: d, hour: Number(wall.slice(11, 13)), minute: Number(wall.slice(14, 16)), second: 0 });
}

function timed(component: ICAL.Component, name: string, zone: string, at: Date, allDay: boolean) {
  const property = component.addPropertyWithValue(name, localTime(zone, at, allDay));
  if (!allDay) property.setParameter('tzid', zone);
}

/** The UID an event keeps in every feed and download: its series' id (a changed occurrence shares it) and the company. */
const uidOf = (event: Event, slug: string) => `event-${event.seriesId ?? event.id}@${slug}`;

function vevent(event: Event, zone: string, slug: string, stamp: ICAL.Time): ICAL.Component {
  const c = new ICAL.Component('vevent');
  c.addPropertyWithValue('uid', uidOf(event, slug));
  c.addPropertyWithValue('dtstamp', stamp);
  c.addPropertyWithValue('summary', event.displayName);
  const allDay = event.allDay === 1;
  timed(c, 'dtstart', zone, event.startsAt, allDay);
  timed(c, 'dtend', zone, event.endsAt, allDay);
  if (event.location) c.addPropertyWithValue('location', event.location);
  if (event.notes) c.addPropertyWithValue('description', event.notes);
  if (event.seriesId && event.originalStart) timed(c, 'recurrence-id', zone, event.originalStart, allDay);
  if (event.rule) {
    // UNTIL in UTC (RFC 5545 with a zoned DTSTART): the end of the until day in the event's zone.
    const until = event.untilDate ? `;UNTIL=${ICAL.Time.fromJSDate(new Date(momentOf(zone, `${event.untilDate}T23:59`)! * 1000), true).toICALString()}` : '';
    c.addPropertyWithValue('rrule', ICAL.Recur.fromString(`${event.rule}${until}`));
    for (const at of event.exdates) timed(c, 'exdate', zone, at, allDay);
  }
  return c;
}

function vtodo(task: Task, slug: string, stamp: ICAL.Time): ICAL.Component {
  const c = new ICAL.Component('vtodo');
  c.addPropertyWithValue('uid', `task-${task.id}@${slug}`);
  c.addPropertyWithValue('dtstamp', stamp);
  c.addPropertyWithValue('summary', task.displayName);
  if (task.dueDate) c.addPropertyWithValue('due', ICAL.Time.fromDateString(task.dueDate));
  c.addPropertyWithValue('status', task.state === 'completed' ? 'COMPLETED' : 'NEEDS-ACTION');
  return c;
}

/** A calendar of `events` (each read in `zoneOf` its zone) and `tasks`, as .ics text. */
export function toIcs({ name, slug, events: list, tasks: todo = [], zoneOf }: { name: string; slug: string; events: Event[]; tasks?: Task[]; zoneOf: (e: Event) => string }): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Workspace//Calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('x-wr-calname', name);
  const stamp = ICAL.Time.fromJSDate(new Date(), true);
  for (const event of list) calendar.addSubcomponent(vevent(event, zoneOf(event), slug, stamp));
  for (const task of todo) calendar.addSubcomponent(vtodo(task, slug, stamp));
  return calendar.toString();
}
