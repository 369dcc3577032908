import { defineModule } from '@/lib/engine/module';
import { companyLogsResource } from './company-logs';
import { defaultTerminologiesResource } from './default-terminologies';
import { gemsResource } from './gems';
import { notificationsResource } from './notifications';
import { terminologiesResource } from './terminologies';
import { companyTypesResource, typesResource } from './types';
import { userGemsResource } from './user-gems';

/** The desktop: gems, notifications, the company's words and log, the reference types. */
export const workspaceModule = defineModule({
  name: 'workspace',
  resources: [notificationsResource, companyLogsResource, typesResource, companyTypesResource, userGemsResource, gemsResource],
  // The company's words and the default ones are made from every module's terms.
  composed: ({ terms }) => [terminologiesResource(terms), defaultTerminologiesResource(terms)],
  permissions: ['terminology'],
  terms: {
    category: { en: ['Category', 'Categories', 'a'], es: ['Categoría', 'Categorías', 'una'] },
    type: { en: ['Type', 'Types', 'a'], es: ['Tipo', 'Tipos', 'un'] },
    event: { en: ['Event', 'Events', 'an'], es: ['Evento', 'Eventos', 'un'] },
    task: { en: ['Task', 'Tasks', 'a'], es: ['Tarea', 'Tareas', 'una'] },
    status: { en: ['Status', 'Statuses', 'a'], es: ['Estado', 'Estados', 'un'] },
    method: { en: ['Method', 'Methods', 'a'], es: ['Método', 'Métodos', 'un'] },
    notification: { en: ['Notification', 'Notifications', 'a'], es: ['Notificación', 'Notificaciones', 'una'] },
  },
});
