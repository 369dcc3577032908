import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { jobsResource } from './jobs';
import { milestonesResource } from './milestones';
import { workOrdersResource } from './work-orders';

/** Jobs for customers, their work orders and milestones. */
export const jobsModule = defineModule({
  name: 'jobs',
  resources: [jobsResource, workOrdersResource, milestonesResource],
  permissions: ['job', 'work_order'],
  // The Jobs area's gems.
  gems: {
    job: [
      { id: 45, window: opens.list('jobs') },
      { id: 171, window: opens.list('work-orders') },
      { id: 150, window: opens.list('milestones') },
      { id: 144, window: opens.list('tasks') },
    ],
  },
  terms: {
    milestone: { en: ['Milestone', 'Milestones', 'a'], es: ['Hito', 'Hitos', 'un'] },
    work_order: { en: ['Work Order', 'Work Orders', 'a'], es: ['Orden de trabajo', 'Órdenes de trabajo', 'una'] },
    job: { en: ['Job', 'Jobs', 'a'], es: ['Trabajo', 'Trabajos', 'un'] },
  },
});
