import { z } from 'zod';
import { websites } from '@/db/schema';
import { defineResource, type ResourceSpec } from '@/lib/engine/define';
import { text, textArea, url } from '@/lib/engine/fields';

type LinksSpec = ResourceSpec<typeof websites, ReturnType<typeof linkInput>>;

const linkInput = () =>
  z.object({
    display_name: text('Name', { required: true }),
    url: url('URL', { required: true }),
    notes: textArea('Notes'),
  });

/**
 * One mechanism for every list of saved links, over the `websites` table: each list is the
 * rows of one `kind` (the engine's `fixed`), so a link of one list is a 404 in another.
 */
const links = (spec: Pick<LinksSpec, 'name' | 'domainId' | 'terminology' | 'permission' | 'features'> & { kind: string }): LinksSpec => ({
  name: spec.name,
  domainId: spec.domainId,
  table: websites,
  input: linkInput(),
  fixed: { kind: spec.kind },
  columns: ['display_name', 'url', 'notes', 'created_at'],
  titleField: 'display_name',
  search: ['display_name', 'url', 'notes'],
  sort: ['display_name', 'url', 'created_at'],
  filter: [],
  terminology: spec.terminology,
  permission: spec.permission,
  features: spec.features,
});

/** My Websites [116] (spec "Website [25]", collection `websites`): a user's own links, seen by no one else. */
export const websitesResource = defineResource(links({ name: 'websites', domainId: 25, kind: 'mine', terminology: 'website', permission: 'tool', features: { ownerPrivate: 'user_id' } }));

/** Client Resources [27]: the company's links for its clients and staff, kept by those who may edit them. */
export const clientResourcesResource = defineResource(links({ name: 'client-resources', kind: 'client', terminology: 'client_resource', permission: 'website', features: {} }));

/** Payroll Useful Links [11]: the company's own payroll links, shown after the curated public ones (lib/tools/payroll-links.ts). */
export const payrollLinksResource = defineResource(links({ name: 'payroll-links', kind: 'payroll', terminology: 'payroll_link', permission: 'website', features: {} }));
