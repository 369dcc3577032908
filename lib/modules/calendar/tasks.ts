import { z } from 'zod';
import { taskComments, tasklists, tasks } from '@/db/schema';
import { commentsCount } from '@/lib/engine/comments';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { today } from '@/lib/engine/date-params';
import { date, integer, ref, refs, text, textArea, textChoice } from '@/lib/engine/fields';
import { belongsTo, userName, usersSimple } from '@/lib/engine/relations';
import { linkedFiles } from '@/lib/modules/files/linked';
import { checkColor } from './calendars';
import { rescheduleRemindersOf } from './reminder-schedule';

/** Task lists [-13]: the planner's columns when it is arranged by list. */
export const tasklistsResource = defineResource({
  name: 'tasklists',
  domainId: -13,
  table: tasklists,
  input: z.object({ display_name: text('Name', { required: true }), color: text('Color', { max: 7 }), position: integer('Position', { min: 0 }) }),
  columns: ['display_name', 'color', 'position'],
  search: ['display_name'],
  sort: ['position', 'display_name', 'created_at'],
  terminology: 'tasklist',
  titleField: 'display_name',
  permission: 'task',
  perPage: 100,
  prepare(_ctx, input) {
    checkColor(input.color);
    return {};
  },
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});

/** A task's status as the spec shows it (section 4): its own state, or past due for an uncompleted one whose due day is gone. */
export const TASK_STATUSES = { uncompleted: 'Uncompleted', completed: 'Completed', past_due: 'Past due' } as const;
export type TaskStatus = keyof typeof TASK_STATUSES;

/**
 * Tasks [144]: a responsible person, the people on it, a due day and a state; completing one
 * records who did and when. The planner (/planner) shows them by status or by list. Its files are
 * those linked to it (`expand=files,files.commentsCount`, the spec's `files.file.commentsCount`);
 * its own comments are `task-comments` (task-comments.ts), counted by `expand=commentsCount`.
 */
export const tasksResource = defineResource({
  name: 'tasks',
  domainId: 144,
  table: tasks,
  input: z.object({
    display_name: text('Task', { required: true }),
    tasklist_id: ref('Task list'),
    responsible_id: ref('Responsible'),
    user_ids: refs('People'),
    due_date: date('Due'),
    state: textChoice('Status', { uncompleted: 'Uncompleted', completed: 'Completed' }),
    position: integer('Position', { min: 0 }),
    notes: textArea('Notes'),
  }),
  columns: ['display_name', 'completed_by_id', 'due_date', 'responsible_id', 'task_status'],
  search: ['display_name'],
  sort: ['display_name', 'due_date', 'position', 'created_at'],
  filter: ['status', 'state', 'tasklist_id', 'responsible_id'],
  ranges: ['due_date'],
  refs: { tasklist_id: 'tasklists', responsible_id: 'users', user_ids: 'users' },
  computed: (row, ctx) => ({ task_status: (row.state === 'completed' ? 'completed' : row.dueDate && row.dueDate < today(ctx.company) ? 'past_due' : 'uncompleted') satisfies TaskStatus }),
  kinds: { task_status: { kind: 'choice', options: TASK_STATUSES }, completed_by_id: { kind: 'ref', collection: 'users' } },
  expand: {
    tasklist: belongsTo(tasklistsResource, 'tasklistId'),
    responsibleSimple: usersSimple('responsibleId'),
    peopleSimple: usersSimple('userIds'),
    completedByName: userName('completedById'),
    files: linkedFiles('tasks'),
    commentsCount: commentsCount(taskComments, 'taskId'),
  },
  reads: [taskComments],
  terminology: 'task',
  titleField: 'display_name',
  permission: 'task',
  // Completing records who and when; taking it back forgets them.
  prepare(ctx, input, existing) {
    if (!input.state || input.state === existing?.state) return {};
    return input.state === 'completed' ? { completedById: ctx.user.id, completedAt: new Date() } : { completedById: null, completedAt: null };
  },
  async afterWrite(ctx, row, op) {
    if (op !== 'delete') await rescheduleRemindersOf(ctx, { taskId: row.id });
  },
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
});
