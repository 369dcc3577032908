import { eq, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { calendars, calendarTypes, type CalendarKind } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { text, textArea, textChoice } from '@/lib/engine/fields';
import { feedActions } from './feeds';
import { calendarIcs, ICS_MAX_BYTES, importAction } from './ics-import';

const KIND_LABELS: Record<CalendarKind, string> = {
  job: 'Job',
  work_order: 'Work orders',
  personal: 'Personal',
  people: 'People',
  other: 'Other',
  important_dates: 'Important dates',
};

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb` (what a colour input gives), or a 422 on `color`. */
export function checkColor(color: string | null | undefined) {
  if (color && !HEX.test(color)) throw ValidationError.field('color', say('colorHex'));
}

/**
 * Calendars (spec section 3: job, work orders, personal, people, other, important dates). A
 * personal calendar is its owner's alone: nobody else reaches it, nor its events (their scope is
 * their calendar's, lib/modules/calendar/events.ts).
 */
export const calendarsResource = defineResource({
  name: 'calendars',
  table: calendars,
  input: z.object({
    display_name: text('Name', { required: true }),
    kind: textChoice('Calendar', KIND_LABELS, { required: true }),
    color: text('Color', { max: 7 }),
    notes: textArea('Notes'),
  }),
  columns: ['display_name', 'kind', 'color'],
  search: ['display_name'],
  sort: ['display_name', 'kind', 'created_at'],
  filter: ['status', 'kind'],
  terminology: 'calendar',
  titleField: 'display_name',
  permission: 'calendar',
  perPage: 100,
  ownScope: (ctx) => [or(ne(calendars.kind, 'personal'), eq(calendars.userId, ctx.user.id))!],
  prepare(ctx, input, existing) {
    checkColor(input.color);
    const kind = input.kind ?? existing?.kind;
    return { userId: kind === 'personal' ? (existing?.userId ?? ctx.user.id) : null };
  },
  collectionActions: feedActions,
  // An .ics file into the calendar (multipart) and the calendar as one (./ics-import.ts).
  actions: importAction,
  views: { ics: calendarIcs },
  fileViews: { ics: {} },
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, files: { maxBytes: ICS_MAX_BYTES + 64 * 1024 } },
});

/** Event types with their colours (`calendar-type`): an event shows its type's colour (`eventColor`). */
export const calendarTypesResource = defineResource({
  name: 'calendar-type',
  table: calendarTypes,
  input: z.object({ display_name: text('Name', { required: true }), color: text('Color', { required: true, max: 7 }) }),
  columns: ['display_name', 'color'],
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  terminology: 'event_type',
  titleField: 'display_name',
  permission: 'calendar',
  perPage: 100,
  prepare(_ctx, input) {
    checkColor(input.color);
    return {};
  },
  features: { inactive: ACTIVE_INACTIVE },
});
