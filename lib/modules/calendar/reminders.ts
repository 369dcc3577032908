import { z } from 'zod';
import { reminders } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { integer, ref } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { eventsResource } from './events';
import { nextReminderAt, scheduleReminder } from './reminder-schedule';
import { tasksResource } from './tasks';

/**
 * Reminders: a person's own, of an event (each occurrence) or a task's due day, `minutes` before.
 * A reminder after its event (negative minutes) or of nothing left to come is refused.
 */
export const remindersResource = defineResource({
  name: 'reminder',
  table: reminders,
  input: z.object({
    event_id: ref('Event'),
    task_id: ref('Task'),
    minutes: integer('Minutes before', { min: 0, max: 60 * 24 * 60 }),
  }),
  columns: ['event_id', 'task_id', 'minutes', 'next_at'],
  search: [],
  sort: ['next_at', 'created_at'],
  filter: ['event_id', 'task_id'],
  refs: { event_id: 'events', task_id: 'tasks' },
  expand: { event: belongsTo(eventsResource, 'eventId'), task: belongsTo(tasksResource, 'taskId') },
  terminology: 'reminder',
  titleField: 'minutes',
  permission: 'calendar',
  // Its time is worked out before anything is written: a reminder of nothing left to come is refused.
  async prepare(ctx, input, existing) {
    const eventId = input.event_id === undefined ? (existing?.eventId ?? null) : input.event_id;
    const taskId = input.task_id === undefined ? (existing?.taskId ?? null) : input.task_id;
    if (!eventId === !taskId) throw ValidationError.field('event_id', say('reminderOneOf'));
    const nextAt = await nextReminderAt(ctx, { id: existing?.id, eventId, taskId, minutes: input.minutes ?? existing?.minutes ?? 15 });
    if (!nextAt) throw ValidationError.field('minutes', say('reminderNothingLeft'));
    return { nextAt };
  },
  async afterWrite(ctx, row, op) {
    if (op !== 'delete') await scheduleReminder(ctx, row);
  },
  features: { ownerPrivate: 'user_id' },
});
