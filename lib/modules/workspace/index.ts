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
  resources: [notificationsResource, companyLogsResource, typesResource, companyTypesResource, userGemsResource],
  // The company's words and the default ones are made from every module's terms, the gems' catalogue from their gems.
  composed: ({ terms, gems }) => [terminologiesResource(terms), defaultTerminologiesResource(terms), gemsResource(gems)],
  permissions: ['terminology'],
  // Terminology (302) shows every term of a language at once, the product's words beside the
  // company's.
  windows: { gems: { width: 1190 }, types: { width: 690 }, terminologies: { width: 690, list: 'terminology' } },
  terms: {
    category: { en: ['Category', 'Categories', 'a'], es: ['Categoría', 'Categorías', 'una'] },
    type: { en: ['Type', 'Types', 'a'], es: ['Tipo', 'Tipos', 'un'] },
    status: { en: ['Status', 'Statuses', 'a'], es: ['Estado', 'Estados', 'un'] },
    method: { en: ['Method', 'Methods', 'a'], es: ['Método', 'Métodos', 'un'] },
    notification: { en: ['Notification', 'Notifications', 'a'], es: ['Notificación', 'Notificaciones', 'una'] },
  },
});
