import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { timeEntries, timeOff, type ApprovalState } from '@/db/schema';
import { action, defineResource, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, ref, textArea, textChoice } from '@/lib/engine/fields';
import { fromCents, toCents } from '@/lib/money';
import { settingsOf } from '@/lib/settings/company-settings';
import { belongsTo } from '@/lib/engine/relations';
import { employeesResource } from '@/lib/modules/crm/employees';
import { APPROVALS, approvalStatusOf, lockEmployee } from './entries';
import { approvalStatusKind } from '@/lib/engine/approval';

type Request = typeof timeOff.$inferSelect;

export const TIME_OFF_TYPE_LABELS = { vacation: 'Vacation', sick: 'Sick', personal: 'Personal', unpaid: 'Unpaid' } as const;

export type TimeOffBalance = { employee_id: number; hours_worked: string; accrued: string; taken: string; balance: string };

/**
 * An employee's paid time off (docs/decisions.md, Time): one hour accrues for every
 * `time_off_accrual_hours` (Settings > Time, 30 until changed) of approved time worked, to the
 * hundredth of an hour rounded half-up; approved paid requests (all but unpaid) take from it;
 * what is left carries over, without a cap.
 */
export async function timeOffBalance(ctx: ResourceContext, employeeId: number, except: number | null = null): Promise<TimeOffBalance> {
  const [worked] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${timeEntries.hours}), 0)::text` })
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.employeeId, employeeId), eq(timeEntries.approval, 'approved')));
  const [taken] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${timeOff.hours}), 0)::text` })
    .from(timeOff)
    .where(and(eq(timeOff.companyId, ctx.company.id), eq(timeOff.employeeId, employeeId), eq(timeOff.approval, 'approved'), ne(timeOff.type, 'unpaid'), except ? ne(timeOff.id, except) : undefined));
  const per = BigInt(settingsOf(ctx.company).time_off_accrual_hours);
  const hundredths = toCents(worked.total);
  const accrued = (hundredths * 2n + per) / (2n * per);
  const used = toCents(taken.total);
  return { employee_id: employeeId, hours_worked: fromCents(hundredths), accrued: fromCents(accrued), taken: fromCents(used), balance: fromCents(accrued - used) };
}

/** Approving a paid request takes its hours from the balance, never past it (422 on `hours`). */
async function approve(ctx: WriteContext, row: Request) {
  await lockEmployee(ctx, row.employeeId);
  if (row.type === 'unpaid') return;
  const { balance } = await timeOffBalance(ctx, row.employeeId, row.id);
  if (toCents(row.hours) > toCents(balance)) throw ValidationError.field('hours', say('timeOffBalance', { hours: balance }));
}

function decision(to: ApprovalState, from: ApprovalState[]) {
  return action<Request>({
    when: { approval: from },
    refusal: say(to === 'approved' ? 'timeOffApprovedAlready' : 'timeOffDeniedAlready'),
    async run(ctx: WriteContext, row: Request) {
      if (to === 'approved') await approve(ctx, row);
      const [changed] = await ctx.tx
        .update(timeOff)
        .set({ approval: to, decidedBy: ctx.user.id, updatedAt: sql`now()` })
        .where(and(eq(timeOff.companyId, ctx.company.id), eq(timeOff.id, row.id)))
        .returning();
      return { record: changed };
    },
  });
}

/**
 * Time off [153] (`time-off`): a request for hours off on a day (more than 0, at most 24), of a
 * type, approved or denied by the approve and deny actions. A changed request waits for approval
 * again. `GET /time-off/balance?employee_id=` answers the employee's accrued, taken and left.
 */
export const timeOffResource = defineResource({
  name: 'time-off',
  domainId: 153,
  table: timeOff,
  input: z.object({
    employee_id: ref('Employee', { required: true }),
    date: date('Date', { required: true }),
    hours: decimal('Hours', { required: true, places: 2, min: 0, max: 24 }),
    type: textChoice('Type', TIME_OFF_TYPE_LABELS, { required: true }),
    notes: textArea('Notes'),
  }),
  columns: ['date', 'employee_id', 'type', 'hours', 'approval'],
  search: ['notes'],
  sort: ['date', 'hours', 'created_at'],
  filter: ['status', 'employee_id', 'type', 'approval'],
  ranges: ['date'],
  refs: { employee_id: 'employees' },
  computed: (row) => ({ approval_status: approvalStatusOf(row.approval) }),
  kinds: { approval: { kind: 'choice', options: APPROVALS }, approval_status: approvalStatusKind },
  expand: { employee: belongsTo(employeesResource, 'employeeId') },
  terminology: 'time_off',
  titleField: 'date',
  permission: 'time_off',
  prepare(_ctx, input, existing) {
    const hours = input.hours ?? existing?.hours;
    if (hours !== undefined && toCents(hours) <= 0n) throw ValidationError.field('hours', say('mustBeMoreThanZero', { field: 'Hours' }));
    return existing && existing.approval !== 'pending' ? { approval: 'pending' as const, decidedBy: null } : {};
  },
  actions: {
    approve: decision('approved', ['pending', 'denied']),
    deny: decision('denied', ['pending', 'approved']),
  },
  collectionViews: {
    async balance(ctx) {
      const id = Number(ctx.url.searchParams.get('employee_id'));
      if (!Number.isInteger(id) || id <= 0) throw ValidationError.field('employee_id', say('chooseEmployee'));
      return timeOffBalance(ctx, id);
    },
  },
  features: { bookmarks: true },
});
