import { z } from 'zod';
import type { SalesLineType } from '@/db/schema/sales';
import { date, decimal, flag, money, ref, text, textArea, textChoice } from '@/lib/engine/fields';
import type { MessageCode } from '@/lib/engine/messages';
import { NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';

/** The line-item type menu of spec section 2, in its order. */
export const LINE_TYPE_LABELS: Record<SalesLineType, string> = {
  apply_subtotal: 'Apply Subtotal',
  bank_line: 'Bank Line',
  discount: 'Discount',
  good: 'Good',
  inventory_item: 'Inventory Item',
  other_charge: 'Other Charge',
  over_payment: 'Over Payment',
  service: 'Service',
  tax: 'Tax',
  time_expense: 'Time & Expenses',
};

/** The items collection a line of each type picks from (the Products hub). */
export const ITEM_COLLECTIONS = { good: 'ar-goods', service: 'ar-services', other_charge: 'ar-other-charges', discount: 'ar-discounts' };

/** A line of a sales document as the body gives it; the server fills blanks from the item and computes amounts. */
/** Columns only Inventory Item lines have (the windows draw them while a line is one). */
const INVENTORY_LINE = { field: 'type', values: ['inventory_item'] };
export const salesLineInput = z.object({
  type: textChoice('Type', LINE_TYPE_LABELS),
  // The window fills what the item says; the server fills any blank the same way (and the customer's own rate).
  item_id: ref('Item', {
    collectionBy: { field: 'type', collections: ITEM_COLLECTIONS },
    fills: { description: ['description', 'display_name'], rate: ['rate'], is_taxable: ['is_taxable'], account_id: ['income_account_id'] },
    fillsVia: { view: 'priced', params: ['customer_id'] },
  }),
  description: text('Description', { max: 1000 }),
  quantity: decimal('Quantity'),
  rate: decimal('Rate'),
  percent: decimal('Percent'),
  amount: money('Amount'),
  is_taxable: flag('Taxable'),
  account_id: ref('Account', { where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }),
  tax_id: ref('Tax'),
  // An Inventory Item line's item (in-items) and the location it is sold from (the item's own, when none is given).
  inventory_item_id: ref('Inventory item', {
    collection: 'in-items',
    fills: { description: ['description', 'display_name'], rate: ['rate'], is_taxable: ['is_taxable'], account_id: ['income_account_id'], location_id: ['location_id'] },
    fillsVia: { view: 'priced', params: [] },
    shownWhen: INVENTORY_LINE,
  }),
  location_id: ref('Location', { collection: 'warehouse-locations', shownWhen: INVENTORY_LINE }),
});

/** A document's line: a Time & Expenses line also names what it bills (lib/modules/time/billing.ts); none: the customer's unbilled time and expenses. */
const TIME_LINE = { field: 'type', values: ['time_expense'] };
/** An Over Payment line names the payment whose over payment it carries (lib/modules/sales/over-payment-lines.ts). */
const OVER_PAYMENT_LINE = { field: 'type', values: ['over_payment'] };
const documentLineInput = salesLineInput.extend({
  time_entry_id: ref('Time worked', { shownWhen: TIME_LINE }),
  expense_id: ref('Mileage or expense', { shownWhen: TIME_LINE }),
  payment_id: ref('Payment', { collection: 'payments', shownWhen: OVER_PAYMENT_LINE }),
});

/** A credit memo's or return's line: an Inventory Item line's goods go back on hand, or to scrap (`is_scrap`). */
const returnLineInput = documentLineInput.extend({ is_scrap: flag('Scrap', { shownWhen: INVENTORY_LINE }) });

/** What the account a document's money is kept on must be: receivables, or for a sales receipt where the money goes. */
export type MoneyAccountRule = { label: string; types: number[]; mustBe: MessageCode };

/** The header fields of spec section 3 (Invoice), shared by every sales document. */
export function salesDocumentInput(account: MoneyAccountRule, side: 'charge' | 'credit' | null = null) {
  return z.object({
    // Choosing the customer fills the addresses and terms a save would give, the terms the due date (document-defaults.ts).
    customer_id: ref('Customer', {
      required: true,
      fills: { billing_address: ['billing_address'], delivery_address: ['delivery_address'], terms_id: ['terms_id'] },
      fillsVia: { view: 'document-defaults', params: [] },
    }),
    number: text('Number', { max: 32 }),
    date: date('Date', { required: true }),
    terms_id: ref('Terms', { fills: { due_date: ['due_date'] }, fillsVia: { view: 'due-date', params: ['date'] } }),
    due_date: date('Due date'),
    ar_account_id: ref(account.label, { where: { type: account.types }, mustBe: account.mustBe }),
    tax_id: ref('Tax'),
    billing_address: textArea('Billing address'),
    delivery_address: textArea('Delivery address'),
    delivery_method_id: ref('Delivery method'),
    delivery_date: date('Delivery date'),
    delivery_tracking_number: text('Tracking number', { max: 64 }),
    incoterms: text('Incoterms', { max: 16 }),
    incoterms_point: text('Incoterms point'),
    purchase_order_number: text('P.O. number', { max: 64 }),
    layout_id: ref('Layout'),
    sales_rep_id: ref('Sales rep'),
    job_id: ref('Job'),
    customer_message: textArea('Customer message'),
    memo: textArea('Memo'),
    is_template: flag('Template'),
    lines: z.array(side === 'credit' ? returnLineInput : documentLineInput).max(200, { error: 'At most 200 lines.' }).optional(),
  });
}
