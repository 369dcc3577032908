import { carriesCustom } from '@/lib/engine/custom-column';
import { defineModule } from '@/lib/engine/module';
import { customFieldsResource, fieldsetResource } from './custom-fields';
import { numberingSeriesResource } from './numbering-series';
import { queueJobsResource } from './queue-jobs';
import { companyServicesResource } from './services';
import { settingsResource } from './settings';

/** The company's configuration: its settings, services, custom fields, and the job queue. */
export const settingsModule = defineModule({
  name: 'settings',
  resources: [companyServicesResource, queueJobsResource],
  settings: [settingsResource],
  // Custom fieldsets are made for the collections whose records keep custom values; numbering
  // series for the document types the definitions number.
  composed: ({ resources }) => [fieldsetResource(resources.filter(carriesCustom)), customFieldsResource, numberingSeriesResource(resources)],
  permissions: ['settings', 'queue'],
});
