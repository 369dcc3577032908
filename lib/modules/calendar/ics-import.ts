import { readFile } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { z } from 'zod';
import { calendars, events } from '@/db/schema';
import { action, type ActionContext, type Resource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say, type Said } from '@/lib/engine/messages';
import { file } from '@/lib/engine/fields';
import { reachable } from '@/lib/engine/reach';
import { createRecord } from '@/lib/engine/write';
import { isKnownZone, momentOf as momentOfWall, wallClockOf } from '@/lib/time-zones';
import { companyZone, zoneOfEvent } from './event-zone';
import { toIcs } from './ics';

/**
 * An iCalendar (.ics) file into a calendar (`POST /calendars/{id}/import`, multipart), and a
 * calendar as one (`GET /calendars/{id}/ics`). Each VEVENT becomes an event through the events'
 * own create (every check of a typed event holds), its RRULE kept as the rule with UNTIL as the
 * until day, EXDATEs as removed occurrences, and a VEVENT with a RECURRENCE-ID as that occurrence
 * changed on its own. All in the request's one transaction: a file with any event the calendar
 * refuses is a 422 on `file` naming the event, and nothing is written.
 */

/** An .ics file is read whole; larger is a 413 before anything is read. */
export const ICS_MAX_BYTES = 2 * 1024 * 1024;
/** Events (series and changed occurrences) one file may hold (its refusal, icsTooManyEvents, says the number). */
const MAX_EVENTS = 2_000;

const fileError = (said: Said) => ValidationError.field('file', said);

/** The zones a file defines itself (Outlook's "Eastern Standard Time"), by TZID: kept per file, never registered for the process. */
type FileZones = Map<string, ICAL.Timezone>;

/** A property's time as a moment: UTC, a known IANA TZID, a VTIMEZONE of the file, else the zone's wall clock. */
function momentOf(time: ICAL.Time, tzid: string | null, zone: string, fileZones: FileZones): Date {
  if (time.isDate) return new Date(momentOfWall(zone, `${time.toString()}T00:00`)! * 1000);
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  const wall = time.toString().slice(0, 16);
  if (tzid && isKnownZone(tzid)) return new Date(momentOfWall(tzid, wall)! * 1000);
  const own = tzid ? fileZones.get(tzid) : undefined;
  if (own) {
    const zoned = time.clone();
    zoned.zone = own;
    return new Date(zoned.toUnixTime() * 1000);
  }
  return new Date(momentOfWall(zone, wall)! * 1000);
}

/** A property's value when it is a time (DTSTART, RECURRENCE-ID, an EXDATE), else null. */
const timeValue = (value: unknown) => (value instanceof ICAL.Time ? value : null);

/** A property's TZID parameter, if it names one. */
const tzidParam = (property: ICAL.Property | null) => {
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
};

const tzidOf = (component: ICAL.Component, name: string) => tzidParam(component.getFirstProperty(name));

/** Every EXDATE of a VEVENT (a property may hold several), as moments. */
function exdatesOf(component: ICAL.Component, zone: string, fileZones: FileZones): Date[] {
  return component.getAllProperties('exdate').flatMap((p) =>
    p.getValues().flatMap((v) => {
      const time = timeValue(v);
      return time ? [momentOf(time, tzidParam(p), zone, fileZones)] : [];
    }),
  );
}

/** A VEVENT's fields as the events' create takes them, in the calendar's terms. */
function inputOf(component: ICAL.Component, calendarId: number, companyZoneName: string, fileZones: FileZones) {
  const event = new ICAL.Event(component);
  const title = (event.summary ?? '').trim() || 'Untitled event';
  const startProp = timeValue(component.getFirstPropertyValue('dtstart'));
  if (!startProp) throw fileError(say('icsNoStart', { title }));
  const tzid = tzidOf(component, 'dtstart');
  const allDay = startProp.isDate;
  // The event keeps a zone of its own only when its file names a known one other than the company's.
  const ownZone = !allDay && tzid && isKnownZone(tzid) && tzid !== companyZoneName ? tzid : null;
  const zone = ownZone ?? companyZoneName;
  const startsAt = momentOf(startProp, tzid, zone, fileZones);
  const hasEnd = component.hasProperty('dtend') || component.hasProperty('duration');
  // No end: an all-day event takes its day; a timed one, an hour (an event ends after it starts here).
  const endsAt = hasEnd ? momentOf(event.endDate, tzidOf(component, 'dtend') ?? tzid, zone, fileZones) : new Date(startsAt.getTime() + (allDay ? 86_400_000 : 3_600_000));
  const input: Record<string, unknown> = {
    calendar_id: calendarId,
    display_name: title.slice(0, 256),
    starts_at: startsAt.getTime() / 1000,
    ends_at: endsAt.getTime() / 1000,
    all_day: allDay ? 1 : 0,
    time_zone: ownZone,
    location: event.location ? String(event.location).slice(0, 256) : null,
    notes: event.description ? String(event.description).slice(0, 1000) : null,
  };
  const rrule = component.getFirstPropertyValue('rrule');
  const recur = rrule instanceof ICAL.Recur ? rrule : null;
  if (recur && !component.hasProperty('recurrence-id')) {
    const rule = recur.clone();
    let untilDate: string | null = null;
    if (rule.until) {
      untilDate = rule.until.isDate ? rule.until.toString() : wallClockOf(zone, momentOf(rule.until, tzid, zone, fileZones).getTime() / 1000).slice(0, 10);
      rule.until = null;
    }
    input.rule = rule.toString();
    input.until_date = untilDate;
    input.indefinite = !untilDate && !rule.count ? 1 : 0;
  }
  return { title, input, zone };
}

/** Runs a create of the events, its refusal said of the file and the event. */
async function made(def: Resource, ctx: ActionContext, title: string, input: Record<string, unknown>) {
  try {
    return await createRecord(def, ctx, input);
  } catch (error) {
    if (error instanceof ValidationError) throw fileError(say('icsEventProblem', { title, problem: error.errors[0]?.message ?? error.message }));
    throw error;
  }
}

/** Reads the file's VEVENTs, or the 422 of a file that is not iCalendar or holds no events. */
function veventsOf(text: string): { vevents: ICAL.Component[]; fileZones: FileZones } {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw fileError(say('icsNotCalendar'));
  }
  if (root.name !== 'vcalendar') throw fileError(say('icsNotCalendar'));
  const fileZones: FileZones = new Map();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const tz = new ICAL.Timezone(vtimezone);
    if (tz.tzid) fileZones.set(tz.tzid, tz);
  }
  const vevents = root.getAllSubcomponents('vevent');
  if (!vevents.length) throw fileError(say('icsNoEvents'));
  if (vevents.length > MAX_EVENTS) throw fileError(say('icsTooManyEvents'));
  return { vevents, fileZones };
}

/** Imports the text into the calendar; answers how many events (series and single) and changed occurrences it made. */
export async function importIcs(ctx: ActionContext, calendarId: number, text: string) {
  const def = ctx.registry.get('events')!;
  const zone = companyZone(ctx);
  const { vevents, fileZones } = veventsOf(text);
  const masters = new Map<string, { id: number; zone: string; exdates: Date[] }>();
  const exceptions: ICAL.Component[] = [];
  let count = 0;
  for (const component of vevents) {
    if (component.hasProperty('recurrence-id')) {
      exceptions.push(component);
      continue;
    }
    const { title, input, zone: eventZone } = inputOf(component, calendarId, zone, fileZones);
    const row = await made(def, ctx, title, input);
    count++;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const exdates = input.rule ? exdatesOf(component, eventZone, fileZones) : [];
    if (exdates.length) await ctx.tx.update(events).set({ exdates }).where(eq(events.id, row.id));
    if (uid && input.rule) masters.set(uid, { id: row.id, zone: eventZone, exdates });
  }
  let changed = 0;
  for (const component of exceptions) {
    const master = masters.get(String(component.getFirstPropertyValue('uid') ?? ''));
    const { title, input } = inputOf(component, calendarId, zone, fileZones);
    if (!master) {
      // A changed occurrence of a series the file does not hold: an event of its own.
      await made(def, ctx, title, input);
      count++;
      continue;
    }
    const recurrenceId = timeValue(component.getFirstPropertyValue('recurrence-id'));
    if (!recurrenceId) throw fileError(say('icsRecurrenceId', { title }));
    const originalStart = momentOf(recurrenceId, tzidOf(component, 'recurrence-id'), master.zone, fileZones);
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
      master.exdates.push(originalStart);
      await ctx.tx.update(events).set({ exdates: master.exdates }).where(eq(events.id, master.id));
      continue;
    }
    const row = await made(def, ctx, title, input);
    const [twin] = await ctx.tx.select({ id: events.id }).from(events).where(and(eq(events.seriesId, master.id), eq(events.originalStart, originalStart)));
    if (twin) throw fileError(say('icsSameOccurrenceTwice', { title }));
    await ctx.tx.update(events).set({ seriesId: master.id, originalStart }).where(eq(events.id, row.id));
    changed++;
  }
  return { events: count, changed_occurrences: changed };
}

type CalendarRow = typeof calendars.$inferSelect;

/** `POST /calendars/{id}/import`: an .ics file's events into the calendar. */
export const importAction = {
  import: action({
    input: z.object({ file: file('iCalendar (.ics) file') }),
    permission: 'create',
    writes: [events],
    async run(ctx: ActionContext, calendar: CalendarRow, input) {
      if (!input.file) throw fileError(say('icsChooseFile'));
      const text = await readFile(input.file.path, 'utf8');
      return { data: await importIcs(ctx, calendar.id, text), status: 201 };
    },
  }),
};

/** `GET /calendars/{id}/ics`: the calendar's active events (their changed occurrences included) as an .ics file. */
export async function calendarIcs(ctx: ActionContext, calendar: CalendarRow) {
  const def = ctx.registry.get('events')!;
  const list = await ctx.tx
    .select()
    .from(events)
    .where(and(...reachable(def, ctx), eq(events.calendarId, calendar.id), eq(events.status, 1)))
    .orderBy(asc(events.startsAt), asc(events.id));
  const text = toIcs({ name: calendar.displayName, slug: ctx.company.slug, events: list, zoneOf: (e) => zoneOfEvent(ctx, e) });
  return { file: { body: new TextEncoder().encode(text), contentType: 'text/calendar; charset=utf-8', fileName: `${calendar.displayName.replace(/[^\w .-]+/g, '_')}.ics` } };
}
