import { defineModule } from '@/lib/engine/module';
import { goalsResource } from './goals';
import { clientResourcesResource, payrollLinksResource, websitesResource } from './links';
import { quickNotesResource } from './notes';

/** The tools' records: saved links, quick notes, yearly goals. */
export const toolsModule = defineModule({
  name: 'tools',
  resources: [websitesResource, clientResourcesResource, payrollLinksResource, quickNotesResource, goalsResource],
  // the company-wide lists: saved links (client resources, payroll links) and the yearly goals
  permissions: ['website', 'goal'],
});
