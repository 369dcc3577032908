import { carriesCustom } from '@/lib/engine/custom-column';
import { defineModule } from '@/lib/engine/module';
import { customFieldsResource, fieldsetResource } from './custom-fields';
import { IMPORT_UNDO_JOB, importUndoJob } from './import-undo';
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
  composed: ({ resources, terms }) => [fieldsetResource(resources.filter(carriesCustom), terms), customFieldsResource, numberingSeriesResource(resources, terms)],
  permissions: ['settings', 'queue'],
  // An import that could not finish is undone (lib/api/import.ts).
  jobs: { [IMPORT_UNDO_JOB]: importUndoJob },
  // Custom fieldsets [-23] (from Configuration): the sections of fields a company adds to its records, and the fields.
  hubs: [{ tabs: ['fieldset', 'fields'] }],
  terms: {
    queue_job: { en: ['Queued Job', 'Job Queue', 'a'], es: ['Tarea en cola', 'Cola de tareas', 'una'] },
    custom_fields: { en: ['Custom Field', 'Custom Fields', 'a'], es: ['Campo personalizado', 'Campos personalizados', 'un'] },
    fieldset: { en: ['Custom Fieldset', 'Custom Fieldsets', 'a'], es: ['Grupo de campos personalizados', 'Grupos de campos personalizados', 'un'] },
    // Settings > Numbering
    numbering_series: { en: ['Numbering Series', 'Numbering Series', 'a'], es: ['Serie de numeración', 'Series de numeración', 'una'] },
  },
});
