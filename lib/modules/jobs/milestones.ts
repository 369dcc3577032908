import { z } from 'zod';
import { milestones } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { date, flag, integer, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { jobsResource } from '@/lib/modules/jobs/jobs';

/** Milestones [150]: dated steps of a job, with their progress. */
export const milestonesResource = defineResource({
  name: 'milestones',
  domainId: 150,
  table: milestones,
  input: z.object({
    display_name: text('Display name', { required: true }),
    job_id: ref('Job'),
    due_date: date('Due date'),
    progress: integer('Progress', { min: 0, max: 100 }),
    is_completed: flag('Completed'),
    notes: textArea('Notes'),
  }),
  columns: ['display_name', 'job_id', 'due_date', 'progress', 'is_completed'],
  search: ['display_name'],
  sort: ['display_name', 'due_date', 'progress', 'created_at'],
  filter: ['status', 'job_id', 'is_completed'],
  refs: { job_id: 'jobs' },
  expand: { job: belongsTo(jobsResource, 'jobId') },
  terminology: 'milestone',
  titleField: 'display_name',
  permission: 'job',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
});
