import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { customers, salesDocuments } from '@/db/schema';
import { documentPdfFor } from './pdf/render';

/** How an invoice stands for the customer reading it: owing (and past its due date, or not), or paid. */
export type PortalStatus = 'open' | 'overdue' | 'paid';

export type PortalInvoice = { id: number; number: string; date: string; dueDate: string | null; total: string; balanceDue: string; status: PortalStatus };
export type PortalAccount = { customer: { name: string; balance: string } | null; invoices: PortalInvoice[] };

/** The most invoices the portal lists, newest first (years of monthly billing). */
const PORTAL_INVOICES = 500;

/** The invoices the portal shows a customer: issued ones (posted, not a template, not held for approval). */
const shownTo = (companyId: number, customerId: number, ...more: SQL[]) => {
  const d = salesDocuments;
  return and(eq(d.companyId, companyId), eq(d.customerId, customerId), eq(d.kind, 'invoice'), eq(d.state, 'posted'), eq(d.isTemplate, false), eq(d.isTba, false), ...more);
};

/**
 * What a client sees in the portal: the customer they were linked to by staff, their balance,
 * and that customer's issued invoices — posted ones only: drafts, templates, invoices waiting for
 * approval and voided ones are the company's business, not the customer's. A client linked to no
 * customer sees none. Always filtered by company and customer, so nothing of another leaks.
 */
export async function portalAccount(tx: Tx, companyId: number, customerId: number | null, today: string): Promise<PortalAccount> {
  if (customerId === null) return { customer: null, invoices: [] };
  const [customer] = await tx
    .select({ name: customers.displayName, balance: customers.balance })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!customer) return { customer: null, invoices: [] };
  const d = salesDocuments;
  const rows = await tx
    .select({ id: d.id, number: d.number, date: d.date, dueDate: d.dueDate, total: d.totalAmount, balanceDue: d.balanceDue })
    .from(d)
    .where(shownTo(companyId, customerId))
    .orderBy(desc(d.date), desc(d.id))
    .limit(PORTAL_INVOICES);
  return {
    customer,
    invoices: rows.map((r) => ({
      ...r,
      status: Number(r.balanceDue) === 0 ? 'paid' : r.dueDate !== null && r.dueDate < today ? 'overdue' : 'open',
    })),
  };
}

/**
 * The PDF of one invoice the portal lists to this customer; null for anything else (another
 * customer's, a draft...). No body when the request holds this version already (a 304).
 */
export async function portalInvoicePdf(req: Request, tx: Tx, companyId: number, customerId: number | null, invoiceId: number) {
  if (customerId === null) return null;
  const [shown] = await tx.select({ id: salesDocuments.id }).from(salesDocuments).where(shownTo(companyId, customerId, eq(salesDocuments.id, invoiceId)));
  return shown ? documentPdfFor(req, tx, companyId, invoiceId, 'invoice') : null;
}
