import type { LayoutEntryRow, PrintedDocumentKind } from '@/db/schema';

/**
 * An invoice layout's entry (spec section 3, collection ar-invoice-layouts): a header or body
 * entry with its item, order, screen and print visibility (1/0), label (what the layout window
 * calls it), title (what the document prints; empty prints the default title in the document's
 * language), box size and section.
 */
export type LayoutEntry = LayoutEntryRow;

/** The header entries of spec section 3, in their default order; the printed default title is translated. */
export const HEADER_ITEMS = [
  'title',
  'number',
  'date',
  'billing_address',
  'delivery_address',
  'purchase_order_number',
  'incoterms',
  'incoterms_point',
  'delivery_method',
  'delivery_date',
  'delivery_tracking_number',
  'terms',
  'due_date',
  'sales_rep',
  'customer_name',
  'account_number',
  'telephone',
  'email',
  'website',
] as const;
export type HeaderItem = (typeof HEADER_ITEMS)[number];

/** The body columns of spec section 3 a line has a value for (type, name, description, quantity, rate, total). */
export const BODY_ITEMS = ['type', 'name', 'description', 'quantity', 'rate', 'amount'] as const;
export type BodyItem = (typeof BODY_ITEMS)[number];

/** The header entries a new layout prints; the others are listed, hidden on print, for a person to turn on. */
const PRINTED_HEADER: ReadonlySet<string> = new Set(['title', 'number', 'date', 'billing_address', 'delivery_address', 'purchase_order_number', 'terms', 'due_date']);
/** A purchase order prints the vendor (the billing address's place), where to deliver, and when it is expected. */
const PRINTED_ORDER_HEADER: ReadonlySet<string> = new Set(['title', 'number', 'date', 'billing_address', 'delivery_address', 'delivery_date']);
const PRINTED_BODY: ReadonlySet<string> = new Set(['name', 'description', 'quantity', 'rate', 'amount']);

/** English names of the entries, as the layout window labels them. */
export const ENTRY_LABELS: Record<HeaderItem | BodyItem, string> = {
  title: 'Title',
  number: 'Number',
  date: 'Date',
  billing_address: 'Billing address',
  delivery_address: 'Delivery address',
  purchase_order_number: 'P.O. number',
  incoterms: 'Incoterms',
  incoterms_point: 'Term point',
  delivery_method: 'Delivery method',
  delivery_date: 'Delivery date',
  delivery_tracking_number: 'Tracking number',
  terms: 'Terms',
  due_date: 'Due date',
  sales_rep: 'Sales rep',
  customer_name: 'Customer name',
  account_number: 'Account number',
  telephone: 'Telephone',
  email: 'E-mail address',
  website: 'Website',
  type: 'Line type',
  name: 'Line name',
  description: 'Description',
  quantity: 'Quantity',
  rate: 'Rate',
  amount: 'Line total',
};

/** Spec section 3's sales receipt titles: 'Sale #', 'Sale Date', 'Sold To'; the other kinds print the translated defaults. */
const RECEIPT_TITLES: Partial<Record<string, string>> = { number: 'Sale #', date: 'Sale Date', billing_address: 'Sold To' };
const RECEIPT_SECTIONS: Partial<Record<string, string>> = { number: 'general_information', date: 'general_information', billing_address: 'customer_information', delivery_address: 'customer_information' };

/** The default layout of a kind of document: every entry in its default order, the usual ones printed. */
export function defaultEntries(kind: PrintedDocumentKind): LayoutEntry[] {
  const receipt = kind === 'sales_receipt';
  const printed = kind === 'purchase_order' ? PRINTED_ORDER_HEADER : PRINTED_HEADER;
  const header = HEADER_ITEMS.map((item, order): LayoutEntry => ({
    type: 'header',
    item,
    order,
    screen: 1,
    print: printed.has(item) && (!receipt || item !== 'due_date') ? 1 : 0,
    label: ENTRY_LABELS[item],
    title: receipt ? (RECEIPT_TITLES[item] ?? null) : null,
    box_size: null,
    section: receipt ? (RECEIPT_SECTIONS[item] ?? null) : null,
  }));
  const body = BODY_ITEMS.map((item, order): LayoutEntry => ({
    type: 'body',
    item,
    order,
    screen: 1,
    print: PRINTED_BODY.has(item) ? 1 : 0,
    label: ENTRY_LABELS[item],
    title: null,
    // Spec section 3: the line name's box is 170px wide by default.
    box_size: item === 'name' ? 170 : null,
    section: null,
  }));
  return [...header, ...body];
}

/** The entries of a part that print, in their order. */
export const printedEntries = (entries: LayoutEntry[], type: LayoutEntry['type']) =>
  entries.filter((e) => e.type === type && e.print === 1).sort((a, b) => a.order - b.order);

