import { opens } from '@/lib/engine/gems';
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
  // The Tools area's gems: besides the tools, other areas' windows a person reaches from here
  // (users, settings, the company's log, composed e-mails, the print queue).
  gems: {
    tools: [
      { id: 89, window: opens.list('users') },
      { id: 168, window: opens.settings() },
      { id: 207, window: opens.list('company-logs'), figure: null },
      { id: 6, window: opens.tool('loan') },
      { id: 191, window: opens.tool('debt') },
      { id: 75, window: opens.tool('weather') },
      { id: 25, window: opens.tool('notes') },
      { id: 156, window: opens.list('notepads') },
      { id: 14, window: opens.report('important-dates') },
      { id: 190, window: opens.report('important-dates') },
      { id: 104, window: opens.tool('history') },
      { id: 116, window: opens.list('websites') },
      { id: 194, window: opens.queue('print') },
      { id: 201, window: opens.list('emails') },
      { id: 304, window: opens.list('automated-tasks') },
    ],
  },
  terms: {
    website: { en: ['Website', 'My Websites', 'a'], es: ['Sitio web', 'Mis sitios web', 'un'] },
    client_resource: { en: ['Client Resource', 'Client Resources', 'a'], es: ['Recurso para clientes', 'Recursos para clientes', 'un'] },
    payroll_link: { en: ['Payroll Link', 'Payroll Useful Links', 'a'], es: ['Enlace de nómina', 'Enlaces útiles de nómina', 'un'] },
    quick_note: { en: ['Quick Note', 'My Quick Notes', 'a'], es: ['Nota rápida', 'Mis notas rápidas', 'una'] },
    goal: { en: ['Goal', 'Yearly Goals', 'a'], es: ['Meta', 'Metas anuales', 'una'] },
  },
});
