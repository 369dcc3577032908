import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { nameIndex, recordColumns, sameCompany, tenantColumn, tenantIndex, tenantKey } from './columns';
import { customers, employees, jobs, workOrders } from './crm';
import { users } from './platform';

/** The spec's calendars (section 3 "Calendars are job, work orders, personal, people, other and important dates"). */
export const CALENDAR_KINDS = ['job', 'work_order', 'personal', 'people', 'other', 'important_dates'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** A calendar of the company; a personal one is its owner's alone (lib/modules/calendar/calendars.ts). */
export const calendars = pgTable(
  'calendars',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    kind: text().$type<CalendarKind>().notNull().default('other'),
    color: text(),
    /** The owner of a personal calendar. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    notes: text(),
  },
  (t) => [tenantIndex('calendars', t), nameIndex('calendars', t)],
);

/** Event types with their colours (`calendar-type`, the spec's generic option records with colours). */
export const calendarTypes = pgTable(
  'calendar_types',
  { ...recordColumns(), displayName: text().notNull(), color: text().notNull().default('#3b82f6') },
  (t) => [tenantIndex('calendar_types', t), nameIndex('calendar_types', t)],
);

/**
 * Calendar events (190). A recurring one keeps its RFC 5545 rule (`rule`, without DTSTART or
 * UNTIL: the start is `starts_at`, its wall clock read in `time_zone`, the end `until_date`), the occurrences it no longer has
 * (`exdates`) and, as events of their own naming it (`series_id`, `original_start`), the
 * occurrences changed one by one. `last_ends_at` is when its last occurrence ends (null: never),
 * so that a range is read by one indexed condition whatever recurs.
 */
export const events = pgTable(
  'events',
  {
    ...recordColumns(),
    calendarId: integer()
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    typeId: integer().references(() => calendarTypes.id, { onDelete: 'set null' }),
    displayName: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    allDay: smallint().notNull().default(0),
    /** IANA zone its wall clock is read in; null: the company's. */
    timeZone: text(),
    rule: text(),
    /** The last day (in its zone) an occurrence may start on; a rule may instead end after a COUNT, or never (`indefinite`). */
    untilDate: date(),
    indefinite: smallint().notNull().default(0),
    exdates: timestamp({ withTimezone: true }).array().notNull().default(sql`'{}'::timestamptz[]`),
    seriesId: integer().references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    originalStart: timestamp({ withTimezone: true }),
    lastEndsAt: timestamp({ withTimezone: true }),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    userIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    customerIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    workOrderId: integer().references(() => workOrders.id, { onDelete: 'set null' }),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    employeeId: integer().references(() => employees.id, { onDelete: 'set null' }),
    location: text(),
    notes: text(),
    /** Shown on its public page (/events/{id}) to anyone. */
    isPublic: smallint().notNull().default(0),
  },
  (t) => [
    tenantIndex('events', t),
    index('events_range_idx').on(t.companyId, t.startsAt, t.lastEndsAt),
    index('events_calendar_idx').on(t.companyId, t.calendarId, t.startsAt),
    uniqueIndex('events_occurrence_key').on(t.seriesId, t.originalStart),
  ],
);

/** Task lists [-13]: the planner's columns when it is arranged by list. */
export const tasklists = pgTable(
  'tasklists',
  { ...recordColumns(), displayName: text().notNull(), color: text(), position: integer().notNull().default(0) },
  (t) => [tenantIndex('tasklists', t), nameIndex('tasklists', t)],
);

/** A task's own states; "past due" is an uncompleted one whose due date has passed (spec section 4). */
export const TASK_STATES = ['uncompleted', 'completed'] as const;

/**
 * Automated tasks (304): a task made on each occurrence of a rule (calendar days in the
 * company's zone), with its reminder, by the queue (lib/modules/calendar/automated-tasks.ts).
 */
export const automatedTasks = pgTable(
  'automated_tasks',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    rule: text().notNull(),
    startDate: date().notNull(),
    untilDate: date(),
    indefinite: smallint().notNull().default(0),
    tasklistId: integer().references(() => tasklists.id, { onDelete: 'set null' }),
    responsibleId: integer().references(() => users.id, { onDelete: 'set null' }),
    userIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Days after the occurrence the task is due. */
    dueAfterDays: integer().notNull().default(0),
    /** Minutes before the due day's start the reminder is sent; null: none. */
    reminderMinutes: integer(),
    notes: text(),
    /** The last occurrence a task was made for. */
    doneThrough: date(),
  },
  (t) => [tenantIndex('automated_tasks', t), nameIndex('automated_tasks', t)],
);

export const tasks = pgTable(
  'tasks',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    tasklistId: integer().references(() => tasklists.id, { onDelete: 'set null' }),
    responsibleId: integer().references(() => users.id, { onDelete: 'set null' }),
    userIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    dueDate: date(),
    state: text({ enum: TASK_STATES }).notNull().default('uncompleted'),
    completedById: integer().references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp({ withTimezone: true }),
    /** Its place in its planner column. */
    position: integer().notNull().default(0),
    notes: text(),
    automatedTaskId: integer().references(() => automatedTasks.id, { onDelete: 'set null' }),
    /** The automated task's occurrence it was made for: one task per occurrence. */
    occurrence: date(),
  },
  (t) => [
    tenantKey('tasks', t),
    nameIndex('tasks', t),
    index('tasks_due_idx').on(t.companyId, t.dueDate),
    uniqueIndex('tasks_occurrence_key').on(t.automatedTaskId, t.occurrence),
  ],
);

/** Comments on a task (spec: a task's comments; its `commentsCount`), through the engine's comments (lib/engine/comments.ts). */
export const taskComments = pgTable(
  'task_comments',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    taskId: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantIndex('task_comments', t), index('task_comments_task_idx').on(t.companyId, t.taskId, t.id), sameCompany('task_comments_task_fk', t, t.taskId, tasks).onDelete('cascade')],
);

/**
 * Reminders: a person told, as a notification and an e-mail, `minutes` before an event (each of
 * its occurrences) or a task's due day. Each sending is a row of `reminder_sends`, unique by
 * reminder and occurrence: what makes a reminder go once however many workers run.
 */
export const reminders = pgTable(
  'reminders',
  {
    ...recordColumns(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    taskId: integer().references(() => tasks.id, { onDelete: 'cascade' }),
    minutes: integer().notNull().default(15),
    /** When the next sending is due (null: nothing more to send). */
    nextAt: timestamp({ withTimezone: true }),
  },
  (t) => [tenantIndex('reminders', t), index('reminders_user_idx').on(t.companyId, t.userId, t.nextAt)],
);

export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    reminderId: integer()
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    /** The occurrence's start (an event's) or due day's start (a task's). */
    occurrence: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_sends_key').on(t.reminderId, t.occurrence)],
);

/** A person's iCalendar feed: the hash of the secret token its URL carries; revoking deletes it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_user_key').on(t.companyId, t.userId), uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);
