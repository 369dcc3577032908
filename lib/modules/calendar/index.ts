import { defineModule } from '@/lib/engine/module';
import { calendarsResource, calendarTypesResource } from './calendars';
import { eventsResource } from './events';
import { tasklistsResource, tasksResource } from './tasks';

/** Calendars and their events, tasks and the planner, reminders. */
export const calendarModule = defineModule({
  name: 'calendar',
  resources: [calendarsResource, calendarTypesResource, eventsResource, tasksResource, tasklistsResource],
  permissions: ['calendar', 'task'],
  windows: { calendars: { width: 850 }, events: { width: 850 }, tasks: { width: 890 }, tasklists: { width: 690 } },
  terms: {
    calendar: { en: ['Calendar', 'Calendars', 'a'], es: ['Calendario', 'Calendarios', 'un'] },
    event_type: { en: ['Event Type', 'Event Types', 'an'], es: ['Tipo de evento', 'Tipos de evento', 'un'] },
    event: { en: ['Event', 'Events', 'an'], es: ['Evento', 'Eventos', 'un'] },
    task: { en: ['Task', 'Tasks', 'a'], es: ['Tarea', 'Tareas', 'una'] },
    tasklist: { en: ['Task List', 'Task Lists', 'a'], es: ['Lista de tareas', 'Listas de tareas', 'una'] },
  },
});
