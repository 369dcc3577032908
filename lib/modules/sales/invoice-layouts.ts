import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { arInvoiceLayouts, PRINTED_DOCUMENT_KINDS, type LayoutEntryRow, type PrintedDocumentKind } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { flag, integer, ref, text, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { namedSalesList } from './named-lists';
import { BODY_ITEMS, defaultEntries, ENTRY_LABELS, HEADER_ITEMS } from './pdf/layout';

export const DOCUMENT_TYPES = Object.fromEntries(PRINTED_DOCUMENT_KINDS.map((k) => [k, k.replace('_', ' ').replace(/^\w/, (c) => c.toUpperCase())])) as Record<PrintedDocumentKind, string>;

const entryInput = z.object({
  type: textChoice('Part', { header: 'Header', body: 'Body' }, { required: true }),
  item: text('Item', { required: true, max: 40 }),
  order: integer('Order', { min: 0, max: 99 }),
  screen: flag('Screen'),
  print: flag('Print'),
  label: text('Label', { max: 64 }),
  title: text('Title', { max: 64 }),
  box_size: integer('Box size', { min: 1, max: 600 }),
  section: text('Section', { max: 40 }),
});

const ITEMS = { header: new Set<string>(HEADER_ITEMS), body: new Set<string>(BODY_ITEMS) };
const isItem = (type: keyof typeof ITEMS, item: string): item is keyof typeof ENTRY_LABELS => ITEMS[type].has(item);

/**
 * A layout's entries as kept: each header and body item of spec section 3 once, in the order
 * given (missing ones added after, not printed). A body without a printed column, or an item
 * named twice, would give the line table a header unlike its rows: refused with spec section
 * 5's message.
 */
export function layoutEntries(given: z.infer<typeof entryInput>[], kind: PrintedDocumentKind): LayoutEntryRow[] {
  const seen = new Set<string>();
  const kept: LayoutEntryRow[] = given.map((e, i) => {
    if (!isItem(e.type, e.item)) throw ValidationError.field(`entries.${i}.item`, say('oneOf', { field: 'Item', allowed: [...ITEMS[e.type]].join(', ') }));
    if (seen.has(`${e.type}:${e.item}`)) throw ValidationError.field('entries', say('columnCount'));
    seen.add(`${e.type}:${e.item}`);
    return {
      type: e.type,
      item: e.item,
      order: e.order ?? i,
      screen: e.screen ?? 1,
      print: e.print ?? 1,
      label: e.label ?? ENTRY_LABELS[e.item],
      title: e.title ?? null,
      box_size: e.box_size ?? null,
      section: e.section ?? null,
    };
  });
  const missing = defaultEntries(kind).filter((d) => !seen.has(`${d.type}:${d.item}`));
  const next = Math.max(-1, ...kept.map((e) => e.order)) + 1;
  const entries = [...kept, ...missing.map((d, i) => ({ ...d, order: next + i, print: 0 as const }))];
  if (!entries.some((e) => e.type === 'body' && e.print === 1)) throw ValidationError.field('entries', say('columnCount'));
  return entries;
}

/**
 * Invoice layouts (ar-invoice-layouts, domain -28): what a kind of sales document prints, in
 * which order and under which titles. One default per document type (making one the default
 * takes it from the other); every company starts with one of each (lib/modules/sales/defaults.ts).
 */
export const invoiceLayoutsResource = defineResource({
  name: 'ar-invoice-layouts',
  domainId: -28,
  table: arInvoiceLayouts,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    document_type: textChoice('Document type', DOCUMENT_TYPES, { required: true }),
    is_default: flag('Default'),
    // The rich texts printed above and below the document (the Files area's text-editor headers and footers).
    header_text_id: ref('Header text'),
    footer_text_id: ref('Footer text'),
    entries: z.array(entryInput).max(60, { error: 'At most 60 entries.' }).optional(),
  }),
  columns: ['display_name', 'document_type', 'is_default', 'updated_at'],
  search: ['display_name'],
  sort: ['display_name', 'document_type', 'updated_at', 'created_at'],
  filter: ['document_type', 'is_default'],
  refs: { header_text_id: 'rich-texts', footer_text_id: 'rich-texts' },
  ...namedSalesList(),
  terminology: 'layout',
  async prepare(ctx, input, existing) {
    const kind = (input.document_type ?? existing?.documentType) as PrintedDocumentKind;
    const values: Partial<typeof arInvoiceLayouts.$inferInsert> = {};
    // A new layout given no entries starts as its kind's default.
    if (input.entries) values.entries = layoutEntries(input.entries, kind);
    else if (!existing) values.entries = defaultEntries(kind);
    // One default per document type: the new default takes the mark from the old.
    const willBeDefault = input.is_default !== undefined ? input.is_default === 1 : (existing?.isDefault ?? false);
    if (willBeDefault) {
      const others = and(eq(arInvoiceLayouts.companyId, ctx.company.id), eq(arInvoiceLayouts.documentType, kind), eq(arInvoiceLayouts.isDefault, true));
      await ctx.tx.update(arInvoiceLayouts).set({ isDefault: false }).where(existing ? and(others, ne(arInvoiceLayouts.id, existing.id)) : others);
    }
    return values;
  },
});
