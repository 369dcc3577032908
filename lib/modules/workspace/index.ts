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
  resources: [notificationsResource, terminologiesResource, companyLogsResource, typesResource, companyTypesResource, userGemsResource, gemsResource, defaultTerminologiesResource],
  permissions: ['terminology'],
});
