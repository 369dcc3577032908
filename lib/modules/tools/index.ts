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
  terms: {
    website: { en: ['Website', 'My Websites', 'a'], es: ['Sitio web', 'Mis sitios web', 'un'] },
    client_resource: { en: ['Client Resource', 'Client Resources', 'a'], es: ['Recurso para clientes', 'Recursos para clientes', 'un'] },
    payroll_link: { en: ['Payroll Link', 'Payroll Useful Links', 'a'], es: ['Enlace de nómina', 'Enlaces útiles de nómina', 'un'] },
    quick_note: { en: ['Quick Note', 'My Quick Notes', 'a'], es: ['Nota rápida', 'Mis notas rápidas', 'una'] },
    goal: { en: ['Goal', 'Yearly Goals', 'a'], es: ['Meta', 'Metas anuales', 'una'] },
  },
});
