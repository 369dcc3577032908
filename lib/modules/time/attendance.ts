import { and, asc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { clockPunches, employees, timeEntries } from '@/db/schema';
import { isUniqueViolation } from '@/db/errors';
import { collectionAction, defineResource, type ActionContext, type Resource, type ResourceContext, type TableRow, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { datetime, ref, textArea } from '@/lib/engine/fields';
import { reachable } from '@/lib/engine/reach';
import { belongsTo } from '@/lib/engine/relations';
import { createRecord, deleteRecord, updateRecord } from '@/lib/engine/write';
import { employeesResource } from '@/lib/modules/crm/employees';
import { timeZoneName, todayIn, zoneOf } from '@/lib/time-zones';
import { lockEmployee, timeWorkedResource } from './entries';

type Punch = TableRow<typeof clockPunches>;

const HOUR = 3_600_000;
/** A clock a little ahead of the server's is not "the future" (a minute of drift). */
const SKEW = 60_000;

/**
 * A shift's hours as time worked records them: rounded to the nearest quarter hour, half up
 * (7½ minutes and more go up): the usual payroll practice, neutral over time (docs/decisions.md,
 * Issue 40: attendance). Answers hundredths of an hour as a decimal string ("7.75").
 */
export function shiftHours(clockIn: Date, clockOut: Date): string {
  const seconds = (clockOut.getTime() - clockIn.getTime()) / 1000;
  const quarters = Math.floor((seconds + 450) / 900);
  return (quarters * 0.25).toFixed(2);
}

const punchInput = z.object({
  employee_id: ref('Employee', { required: true }),
  clock_in: datetime('Clock in'),
  clock_out: datetime('Clock out'),
  note: textArea('Note'),
});

/** The other shifts of an employee overlapping [from, to) (to null: still open), but one. */
async function overlapping(ctx: ResourceContext, employeeId: number, from: Date, to: Date | null, except: number | null) {
  return ctx.tx
    .select({ id: clockPunches.id, clockIn: clockPunches.clockIn, clockOut: clockPunches.clockOut })
    .from(clockPunches)
    .where(
      and(
        eq(clockPunches.companyId, ctx.company.id),
        eq(clockPunches.employeeId, employeeId),
        except ? ne(clockPunches.id, except) : undefined,
        to ? lt(clockPunches.clockIn, to) : undefined,
        or(isNull(clockPunches.clockOut), gt(clockPunches.clockOut, from)),
      ),
    )
    .orderBy(asc(clockPunches.clockIn))
    .limit(1);
}

/** The moment as the company's clock shows it ("2026-05-04 08:02"), for messages. */
const wall = (ctx: ResourceContext, at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: timeZoneName(zoneOf(ctx.company.settings)), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * The rules of a shift (docs/decisions.md, Issue 40: attendance): an active employee; at most one
 * open shift each (422 on `employee_id`, under the employee's lock, and the partial unique index
 * behind it); no shift overlapping another of the employee (on `clock_in`); clock-out after
 * clock-in and at most 24 hours later (on `clock_out`); neither in the future. A shift whose
 * clock-out recorded time worked keeps its employee.
 */
async function checkShift(ctx: ResourceContext, input: Partial<z.infer<typeof punchInput>>, existing: Punch | null) {
  const employeeId = input.employee_id ?? existing?.employeeId;
  const clockIn = input.clock_in !== undefined ? input.clock_in : (existing?.clockIn ?? null);
  const clockOut = input.clock_out !== undefined ? input.clock_out : (existing?.clockOut ?? null);
  if (!clockIn) throw ValidationError.field('clock_in', say('blank', { field: 'Clock in' }));
  if (!employeeId) return;
  if (existing?.timeEntryId && employeeId !== existing.employeeId) throw ValidationError.field('employee_id', say('shiftKeepsEmployee'));
  const now = Date.now() + SKEW;
  if (clockIn.getTime() > now) throw ValidationError.field('clock_in', say('notInFuture', { field: 'Clock in' }));
  if (clockOut) {
    if (clockOut.getTime() <= clockIn.getTime()) throw ValidationError.field('clock_out', say('clockOutAfterIn'));
    if (clockOut.getTime() - clockIn.getTime() > 24 * HOUR) throw ValidationError.field('clock_out', say('shiftOver24Hours'));
    if (clockOut.getTime() > now) throw ValidationError.field('clock_out', say('notInFuture', { field: 'Clock out' }));
  }
  // Who the shift is: inactive employees do not clock in (a closed shift of theirs may still be corrected).
  const [person] = await ctx.tx.select({ status: employees.status, name: employees.displayName }).from(employees).where(and(eq(employees.companyId, ctx.company.id), eq(employees.id, employeeId)));
  if (person && person.status !== 1 && !clockOut) throw ValidationError.field('employee_id', say('employeeInactiveClockIn', { name: person.name }));
  await lockEmployee(ctx, employeeId);
  const [other] = await overlapping(ctx, employeeId, clockIn, clockOut, existing?.id ?? null);
  if (!other) return;
  if (!other.clockOut && !clockOut) throw ValidationError.field('employee_id', person ? say('clockedInSince', { name: person.name, since: wall(ctx, other.clockIn) }) : say('employeeClockedInSince', { since: wall(ctx, other.clockIn) }));
  throw ValidationError.field('clock_in', other.clockOut ? say('shiftOverlaps', { from: wall(ctx, other.clockIn), to: wall(ctx, other.clockOut) }) : say('shiftOverlapsOpen', { from: wall(ctx, other.clockIn) }));
}

/** The day a shift counts on: the day of its clock-in where the company is. */
export const dayOfShift = (ctx: ResourceContext, clockIn: Date) => todayIn(zoneOf(ctx.company.settings), clockIn);

/** A write of time worked made by a shift, its refusal said on the shift's field (`clock_out`: the one the person gave). */
async function onField<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(error.errors.map((e) => ({ ...e, field })));
    throw error;
  }
}
const onClockOut = <T>(write: () => Promise<T>) => onField('clock_out', write);

/**
 * A closed shift's time worked: made at its clock-out (pending approval, for the clock-in's day,
 * the hours rounded to the quarter hour), changed with its times (a change sends approved time back
 * for approval; billed or paid time is refused as time worked refuses it), deleted with the shift.
 * A shift of under 7½ minutes records none.
 */
async function recordTime(ctx: WriteContext, row: Punch): Promise<void> {
  if (!row.clockOut) return;
  const hours = shiftHours(row.clockIn, row.clockOut);
  const date = dayOfShift(ctx, row.clockIn);
  if (row.timeEntryId) {
    const [entry] = await ctx.tx.select().from(timeEntries).where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.id, row.timeEntryId)));
    if (entry && (Number(entry.hours) !== Number(hours) || entry.date !== date)) await onClockOut(() => updateRecord(timeWorkedResource, ctx, entry.id, { hours, date }));
    return;
  }
  if (Number(hours) <= 0) return;
  const entry = await onClockOut(() => createRecord(timeWorkedResource, ctx, { employee_id: row.employeeId, date, hours, notes: row.note ?? null }));
  await ctx.tx.update(clockPunches).set({ timeEntryId: entry.id }).where(and(eq(clockPunches.companyId, ctx.company.id), eq(clockPunches.id, row.id)));
  row.timeEntryId = entry.id;
}

/** The employee a punch is for: the one named, else the signed-in person's own (the employee linked to their user). */
async function employeeOf(ctx: ActionContext, named: number | null | undefined): Promise<number> {
  if (named) return named;
  const [own] = await ctx.tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(...reachable(employeesResource, ctx), eq(employees.userId, ctx.user.id), eq(employees.status, 1)))
    .orderBy(asc(employees.id))
    .limit(1);
  if (!own) throw ValidationError.field('employee_id', say('noOwnEmployee'));
  return own.id;
}

/** The open shift of an employee, if any. */
async function openShift(ctx: ResourceContext, employeeId: number): Promise<Punch | undefined> {
  const [open] = await ctx.tx
    .select()
    .from(clockPunches)
    .where(and(...reachable(attendanceResource, ctx), eq(clockPunches.employeeId, employeeId), isNull(clockPunches.clockOut)))
    .limit(1);
  return open;
}

const punchAction = z.object({ employee_id: ref('Employee'), note: textArea('Note') });

/** Now, as a punch takes it: the server's clock (never the browser's), to the millisecond (a clock-out a moment after the clock-in is after it). */
const now = () => new Date().toISOString();

/**
 * Attendance [208] (`attendance`): shifts clocked in and out. `POST attendance/clock-in` and
 * `attendance/clock-out` punch now, for the employee named (a supervisor, the kiosk) or the
 * signed-in person's own; a supervisor corrects a shift as any record. Clocking out records the
 * shift as time worked pending approval, so attendance reaches payroll through its approval.
 * `GET attendance/board` answers who is in now. Times are unix seconds; the windows show them on
 * the company's clock.
 */
export const attendanceResource: Resource<typeof clockPunches, typeof punchInput> = defineResource({
  name: 'attendance',
  domainId: 208,
  table: clockPunches,
  input: punchInput,
  columns: ['employee_id', 'clock_in', 'clock_out', 'hours', 'note'],
  search: ['note'],
  sort: ['clock_in', 'clock_out', 'created_at'],
  filter: ['employee_id', 'time_entry_id'],
  ranges: ['clock_in'],
  refs: { employee_id: 'employees' },
  computed: (row) => ({ hours: row.clockOut ? shiftHours(row.clockIn, row.clockOut) : null, open: row.clockOut ? 0 : 1 }),
  kinds: { hours: 'decimal', open: 'flag', time_entry_id: { kind: 'ref', collection: 'time-worked' } },
  expand: { employee: belongsTo(employeesResource, 'employeeId') },
  terminology: 'attendance',
  titleField: 'clock_in',
  permission: 'time_worked',
  async prepare(ctx, input, existing) {
    await checkShift(ctx, input, existing);
    return {};
  },
  async afterWrite(ctx, row, op) {
    if (!ctx.registry) return;
    const write = { ...ctx, registry: ctx.registry };
    if (op !== 'delete') await recordTime(write, row);
    // A shift deleted takes its time worked with it, unless that is billed, paid or in a closed pay period (refused as time worked refuses it).
    else if (row.timeEntryId) await onField('id', () => deleteRecord(timeWorkedResource, write, row.timeEntryId!));
  },
  collectionActions: {
    'clock-in': collectionAction({
      input: punchAction,
      permission: 'create',
      async run(ctx, input) {
        const employee_id = await employeeOf(ctx, input.employee_id);
        try {
          const record = await createRecord(attendanceResource, ctx, { employee_id, clock_in: now(), note: input.note ?? null });
          return { record, status: 201, expand: ['employee'] };
        } catch (error) {
          // Two clock-ins at once: the second waits for the first's lock, or meets the index.
          if (isUniqueViolation(error, 'clock_punches_open_key')) throw ValidationError.field('employee_id', say('employeeClockedIn'));
          throw error;
        }
      },
    }),
    'clock-out': collectionAction({
      input: punchAction,
      permission: 'create',
      async run(ctx, input) {
        const employee_id = await employeeOf(ctx, input.employee_id);
        await lockEmployee(ctx, employee_id);
        const open = await openShift(ctx, employee_id);
        if (!open) throw ValidationError.field('employee_id', say('employeeNotClockedIn'));
        const record = await updateRecord(attendanceResource, ctx, open.id, { clock_out: now(), ...(input.note ? { note: open.note ? `${open.note}\n${input.note}` : input.note } : {}) });
        return { record, expand: ['employee'] };
      },
    }),
  },
  collectionViews: {
    /** Who is in now: every active employee this person reaches, with the clock-in of their open shift (null: out). */
    async board(ctx) {
      const rows = await ctx.tx
        .select({ id: employees.id, display_name: employees.displayName, clock_in: clockPunches.clockIn })
        .from(employees)
        .leftJoin(clockPunches, and(eq(clockPunches.employeeId, employees.id), isNull(clockPunches.clockOut), ...reachable(attendanceResource, ctx)))
        .where(and(...reachable(employeesResource, ctx), eq(employees.status, 1)))
        .orderBy(asc(employees.displayName), asc(employees.id))
        .limit(500);
      return { items: rows.map((r) => ({ id: r.id, display_name: r.display_name, clock_in: r.clock_in ? Math.floor(r.clock_in.getTime() / 1000) : null })) };
    },
  },
  writes: [timeEntries],
  features: {},
});
