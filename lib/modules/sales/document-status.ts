import { and, eq, inArray, isNotNull, isNull, ne, not, notInArray, or, type SQL } from 'drizzle-orm';
import { salesDocuments } from '@/db/schema';
import type { NamedFilter } from '@/lib/engine/define';

type Doc = typeof salesDocuments.$inferSelect;
const d = salesDocuments;

/**
 * Spec section 4's "status 0" (open): a document waiting for approval, or issued and not done
 * with: an invoice or credit owing a balance, an estimate not yet converted. Templates never are.
 */
export function isOpen(row: Doc): boolean {
  if (row.isTemplate) return false;
  if (row.isTba) return true;
  if (row.state !== 'posted') return false;
  return ORDERS.includes(row.kind) ? row.convertedToId === null : Number(row.balanceDue) !== 0;
}

/** The kinds that are open until converted (an estimate) or shipped (a sales order), not by a balance. */
const ORDERS: string[] = ['estimate', 'sales_order'];

const openWhere: SQL = and(
  eq(d.isTemplate, false),
  or(eq(d.isTba, true), and(eq(d.state, 'posted'), or(and(inArray(d.kind, ['estimate', 'sales_order']), isNull(d.convertedToId)), and(notInArray(d.kind, ['estimate', 'sales_order']), ne(d.balanceDue, '0')))))!,
)!;
/** Spec section 4's is_draft: kept unposted by the person (not one held for approval). */
export const isDraft = (row: Doc) => row.state === 'draft' && !row.isTba;
const draftWhere = and(eq(d.state, 'draft'), eq(d.isTba, false))!;

/**
 * The invoice display status of spec section 4: Open when status is 0; otherwise Draft if
 * is_draft; otherwise Template if is_template; otherwise Complete; "(TBA)" added while it waits
 * for approval. A void document has no status of its own there: it is Complete (its `state` says void).
 */
export function displayStatus(row: Doc): string {
  const base = isOpen(row) ? 'Open' : isDraft(row) ? 'Draft' : row.isTemplate ? 'Template' : 'Complete';
  return row.isTba ? `${base} (TBA)` : base;
}

const BASE_STATUSES = ['Open', 'Draft', 'Template', 'Complete'];

/** Every display status as a choice: the API's words are its codes, the windows say their labels in the reader's language. */
export const DISPLAY_STATUSES = Object.fromEntries(BASE_STATUSES.flatMap((base) => [[base, base], [`${base} (TBA)`, `${base} (TBA)`]]));

/** An estimate's statuses, as a choice. */
export const ESTIMATE_STATUSES = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected', converted: 'Converted' };

/** An estimate's own status: pending, accepted (by the customer), rejected (void), converted (to an invoice). */
export function estimateStatus(row: Doc): string {
  if (row.convertedToId !== null) return 'converted';
  if (row.state === 'void') return 'rejected';
  return row.isApproved ? 'accepted' : 'pending';
}

/** A sales order's statuses, as a choice. */
export const SALES_ORDER_STATUSES = { open: 'Open', partial: 'Partially shipped', shipped: 'Shipped', cancelled: 'Cancelled' };

/**
 * A sales order's own status: open (holding its stock), partially shipped (an invoice shipped
 * part of it), shipped (nothing left held: converted to its last invoice), cancelled (void; a
 * draft is open, holding nothing until posted).
 */
export function salesOrderStatus(row: Doc): string {
  if (row.state === 'void') return 'cancelled';
  if (row.convertedToId !== null) return 'shipped';
  return row.isApproved ? 'partial' : 'open';
}

/** The list filter flags of spec section 4, each the condition of its display status or its flag column. */
export const LIST_FLAGS: NamedFilter = {
  label: 'Show',
  options: {
    template: { label: 'Template', where: eq(d.isTemplate, true) },
    draft: { label: 'Draft', where: draftWhere },
    waiting_approval: { label: 'Waiting Approval', where: eq(d.isTba, true) },
    open: { label: 'Open', where: openWhere },
    complete: { label: 'Complete', where: and(not(openWhere), not(draftWhere), eq(d.isTemplate, false))! },
    print_queue: { label: 'Print Queue', where: eq(d.isInPrintQue, true) },
    email_queue: { label: 'Email Queue', where: eq(d.isInEmailQue, true) },
    write_off: { label: 'Write Off', where: eq(d.isWrittenOff, true) },
    recurring_billing: { label: 'Recurring Billing', where: or(eq(d.isRecurring, true), isNotNull(d.recurringBillingId))! },
  },
};
