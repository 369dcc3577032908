import { and, eq } from 'drizzle-orm';
import { catalogueOf } from '@/lib/engine/catalogue';
import type { Registry, Resource, ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { reachable } from '@/lib/engine/reach';

/** The Files area's own collections: a file is not linked to a file, a comment or a notepad's version. */
const OWN = new Set(['files', 'folders', 'comments', 'notepads', 'notepad-version', 'rich-texts']);

/**
 * Whether files may be linked to the records of `def`, read from its definition alone: a
 * collection of records of its own table (not a catalogue of code, not part of another record,
 * not read-only), named by a title field. Customers, employees, vendors, invoices, bills, jobs,
 * checks, items... all are, without a line for each.
 */
export const takesFiles = (def: Resource): boolean => !OWN.has(def.name) && !catalogueOf(def) && !def.partOf && !def.features.readOnly && !!def.titleField;

/** The collections files may be linked to, by name. */
export const linkableCollections = (registry: Registry): string[] => [...registry.values()].filter(takesFiles).map((def) => def.name);

type LinkInput = { linked_to?: string | null; domain_id?: number | null; record_id?: number | null };
type Linked = { linkedTo: string | null; domainId: number | null; recordId: number | null };
type Existing = Linked | null;

const registryOf = (ctx: ResourceContext): Registry => {
  if (!ctx.registry) throw new Error('Linking a file needs the registry of collections.');
  return ctx.registry;
};

/**
 * The record a file is linked to, as its columns: the collection (by `linked_to`, or by the
 * spec's `domain_id`) and the record's id, which must be one of this company's that the writer
 * may open: its section's view right and its scope (another company's, one secured away, or one
 * of a section the writer may not read is "invalid", a 422 on `record_id`, whichever it is: a
 * file is attached to a record from that record's window). Both null unlink it; nothing given
 * leaves the link as it was.
 */
export async function linkOf(ctx: ResourceContext, input: LinkInput, existing: Existing): Promise<Partial<Linked>> {
  if (input.linked_to === undefined && input.domain_id === undefined && input.record_id === undefined) return {};
  const registry = registryOf(ctx);
  const byDomain = input.domain_id ? [...registry.values()].find((def) => def.domainId === input.domain_id) : undefined;
  if (input.domain_id && !byDomain) throw ValidationError.field('domain_id', say('fileLinkKind', { collection: String(input.domain_id) }));
  // The collection given (by name, or by the spec's domain id), else the one it has.
  const given = input.linked_to !== undefined || input.domain_id !== undefined;
  const collection = given ? input.linked_to || byDomain?.name || null : (existing?.linkedTo ?? null);
  const recordId = input.record_id === undefined ? (existing?.recordId ?? null) : input.record_id;
  if (!collection && !recordId) return { linkedTo: null, domainId: null, recordId: null };
  if (!collection) throw ValidationError.field('linked_to', say('fileLinkBoth'));
  if (!recordId) throw ValidationError.field('record_id', say('fileLinkBoth'));
  const def = registry.get(collection);
  if (!def || !takesFiles(def) || (byDomain && byDomain !== def)) throw ValidationError.field('linked_to', say('fileLinkKind', { collection }));
  const [found] = await ctx.tx
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(...reachable(def, ctx), eq(def.table.id, recordId)));
  if (!found) throw ValidationError.field('record_id', say('invalid', { field: 'Linked to (record)' }));
  return { linkedTo: def.name, domainId: def.domainId ?? null, recordId };
}
