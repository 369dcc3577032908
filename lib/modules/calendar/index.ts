import { defineModule } from '@/lib/engine/module';
import { AUTOMATED_TASK_JOB, automatedTaskJob, automatedTasksResource } from './automated-tasks';
import { calendarsResource, calendarTypesResource } from './calendars';
import { eventsResource } from './events';
import { importantDatesReport } from './important-dates';
import { REMINDER_JOB, reminderJob } from './reminder-schedule';
import { remindersResource } from './reminders';
import { taskCommentsResource } from './task-comments';
import { tasklistsResource, tasksResource } from './tasks';

/** Calendars and their events, tasks and the planner, reminders. */
export const calendarModule = defineModule({
  name: 'calendar',
  resources: [calendarsResource, calendarTypesResource, eventsResource, tasksResource, taskCommentsResource, tasklistsResource, remindersResource, automatedTasksResource],
  jobs: { [REMINDER_JOB]: reminderJob, [AUTOMATED_TASK_JOB]: automatedTaskJob },
  reports: [importantDatesReport],
  permissions: ['calendar', 'task'],
  windows: { calendars: { width: 850 }, events: { width: 850 }, tasks: { width: 890 }, tasklists: { width: 690 }, reminder: { width: 690 }, 'automated-tasks': { width: 690 } },
  terms: {
    calendar: { en: ['Calendar', 'Calendars', 'a'], es: ['Calendario', 'Calendarios', 'un'] },
    event_type: { en: ['Event Type', 'Event Types', 'an'], es: ['Tipo de evento', 'Tipos de evento', 'un'] },
    event: { en: ['Event', 'Events', 'an'], es: ['Evento', 'Eventos', 'un'] },
    task: { en: ['Task', 'Tasks', 'a'], es: ['Tarea', 'Tareas', 'una'] },
    reminder: { en: ['Reminder', 'Reminders', 'a'], es: ['Recordatorio', 'Recordatorios', 'un'] },
    tasklist: { en: ['Task List', 'Task Lists', 'a'], es: ['Lista de tareas', 'Listas de tareas', 'una'] },
    automated_task: { en: ['Automated Task', 'Automated Tasks', 'an'], es: ['Tarea automatizada', 'Tareas automatizadas', 'una'] },
  },
});
