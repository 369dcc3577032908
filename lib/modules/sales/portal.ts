import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { customers, salesDocuments } from '@/db/schema';

/** How an invoice stands for the customer reading it: owing (and past its due date, or not), or paid. */
export type PortalStatus = 'open' | 'overdue' | 'paid';

export type PortalInvoice = { id: number; number: string; date: string; dueDate: string | null; total: string; balanceDue: string; status: PortalStatus };
export type PortalAccount = { customer: { name: string; balance: string } | null; invoices: PortalInvoice[] };

/** The most invoices the portal lists, newest first (years of monthly billing). */
const PORTAL_INVOICES = 500;

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
    .where(and(eq(d.companyId, companyId), eq(d.customerId, customerId), eq(d.kind, 'invoice'), eq(d.state, 'posted'), eq(d.isTemplate, false), eq(d.isTba, false)))
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
