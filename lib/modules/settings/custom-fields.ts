import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { customFields, customFieldsets } from '@/db/schema';
import { choicesOf, forgetCustomFields } from '@/lib/engine/custom-fields';
import type { Terms } from '@/lib/engine/module';
import { ACTIVE_INACTIVE, defineResource, type Resource, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { flag, integer, ref, text, textArea, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo } from '@/lib/engine/relations';

/**
 * Custom fieldsets [-23] and custom fields (spec sections 3 and 7: `fieldset`, `fields`): a
 * company's own fields on a collection, in named sections of its form; the engine validates,
 * stores, lists, filters and exports them (lib/engine/custom-fields.ts). Settings: administrators
 * write them, everybody reads them (the workspace draws forms from them).
 */

/** A change of a definition is seen at once by this instance's next request. */
const forget = (ctx: ResourceContext) => forgetCustomFields(ctx.company.id);

const MAX_CHOICES = 100;
const MAX_CHOICE = 64;

/**
 * The fieldsets of the collections `carriers` names (those whose records keep custom values:
 * lib/api/registry.ts finds them), each labelled by its default terminology.
 */
export function fieldsetResource(carriers: Pick<Resource, 'name' | 'terminology'>[], terms: Terms) {
  const resources = Object.fromEntries(carriers.map((c) => [c.name, terms.en[c.terminology]?.plural ?? c.name])) as Record<string, string>;
  return defineResource({
    name: 'fieldset',
    domainId: -23,
    table: customFieldsets,
    input: z.object({
      display_name: text('Name', { required: true, max: 64 }),
      resource: textChoice('Used on', resources, { required: true }),
      number: integer('Order', { min: 0, max: 9999 }),
    }),
    columns: ['display_name', 'resource', 'number', 'status'],
    search: ['display_name'],
    sort: ['display_name', 'resource', 'number', 'created_at'],
    filter: ['status', 'resource'],
    titleField: 'display_name',
    unique: [['display_name', 'resource']],
    terminology: 'fieldset',
    permission: 'settings',
    features: { inactive: ACTIVE_INACTIVE },
    prepare(_ctx, input, existing) {
      // A record keeps its values under the field's id on its own table: a fieldset stays with its collection.
      if (existing && input.resource !== undefined && input.resource !== existing.resource) throw ValidationError.field('resource', say('fieldsetResourceFixed'));
      return {};
    },
    afterWrite: forget,
  });
}

const fieldsetShape = { table: customFieldsets };

/** The resource of each of these fieldsets of the company. */
async function resourcesOf(ctx: ResourceContext, ids: number[]) {
  const rows = await ctx.tx
    .select({ id: customFieldsets.id, resource: customFieldsets.resource })
    .from(customFieldsets)
    .where(and(eq(customFieldsets.companyId, ctx.company.id), inArray(customFieldsets.id, ids)));
  return new Map(rows.map((r) => [r.id, r.resource]));
}

/** A choice field's choices as kept: one per line, trimmed, each once; a 422 on `choices` for too many, too long or twice. */
function keptChoices(raw: string | null | undefined): string | null {
  const choices = choicesOf(raw);
  if (choices.length > MAX_CHOICES) throw ValidationError.field('choices', say('tooLong', { field: 'Choices', max: MAX_CHOICES }));
  const long = choices.find((c) => c.length > MAX_CHOICE);
  if (long) throw ValidationError.field('choices', say('tooLong', { field: long, max: MAX_CHOICE }));
  const twice = choices.find((c, i) => choices.indexOf(c) !== i);
  if (twice) throw ValidationError.field('choices', say('choiceTwice', { choice: twice }));
  return choices.length ? choices.join('\n') : null;
}

/**
 * Custom fields: display_name, number (the order in its fieldset), fieldset, and the kind of value
 * it holds; a choice field lists its choices one per line. Its kind never changes once made (the
 * values kept are of that kind); it may move to another fieldset of the same collection.
 */
export const customFieldsResource = defineResource({
  name: 'fields',
  table: customFields,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    fieldset_id: ref('Fieldset', { required: true }),
    number: integer('Order', { min: 0, max: 9999 }),
    kind: textChoice('Kind', { text: 'Text', number: 'Number', date: 'Date', choice: 'Choice', flag: 'Checkbox' }, { required: true }),
    choices: textArea('Choices'),
    required: flag('Required'),
    in_list: flag('Shown in lists'),
  }),
  refs: { fieldset_id: 'fieldset' },
  expand: { fieldset: belongsTo(fieldsetShape, 'fieldsetId') },
  columns: ['display_name', 'fieldset_id', 'kind', 'number', 'required', 'in_list', 'status'],
  search: ['display_name'],
  sort: ['display_name', 'number', 'kind', 'created_at'],
  filter: ['status', 'fieldset_id', 'kind'],
  titleField: 'display_name',
  unique: [['display_name', 'fieldset_id']],
  terminology: 'custom_fields',
  permission: 'settings',
  features: { inactive: ACTIVE_INACTIVE },
  async prepare(ctx, input, existing) {
    if (existing && input.kind !== undefined && input.kind !== existing.kind) throw ValidationError.field('kind', say('fieldKindFixed'));
    const moved = input.fieldset_id;
    if (existing && moved !== undefined && moved !== null && moved !== existing.fieldsetId) {
      const of = await resourcesOf(ctx, [moved, existing.fieldsetId]);
      if (of.get(moved) !== of.get(existing.fieldsetId)) throw ValidationError.field('fieldset_id', say('fieldsetResourceFixed'));
    }
    const kind = input.kind ?? existing?.kind;
    const choices = keptChoices(input.choices !== undefined ? input.choices : existing?.choices);
    if (kind === 'choice' && !choices) throw ValidationError.field('choices', say('choicesNeeded'));
    return { choices: kind === 'choice' ? choices : null };
  },
  afterWrite: forget,
});
